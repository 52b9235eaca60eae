import { css } from '@emotion/react';
import { desktop, space } from '../../components/theme';

export const region = css({
  position: 'fixed',
  zIndex: 50,
  left: space(3),
  right: space(3),
  bottom: space(3),
  pointerEvents: 'none',
  [desktop]: { left: 'auto', right: space(6), bottom: space(6), width: '380px' },
});

export const list = css({
  display: 'grid',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
