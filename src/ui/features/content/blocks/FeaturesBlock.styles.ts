import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(6),
  [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: space(8) },
});

export const item = css({ display: 'grid', gap: space(2), alignContent: 'start' });

export const title = css({ fontSize: '1.125rem' });

export const text = css({ margin: 0, color: colors.muted });
