import { css } from '@emotion/react';
import { desktop, space } from '../../../components/theme';

export const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space(6),
  alignItems: 'center',
  [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
});

export const logo = css({
  display: 'flex',
  justifyContent: 'center',
  img: { maxHeight: '56px', width: 'auto' },
});
