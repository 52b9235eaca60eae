import { css } from '@emotion/react';
import { colors, desktop, space } from './theme';

export const panel = css({
  display: 'grid',
  justifyItems: 'center',
  gap: space(3),
  textAlign: 'center',
  padding: `${space(12)} ${space(4)}`,
});

export const status = css({
  margin: 0,
  fontSize: '4rem',
  fontWeight: 800,
  lineHeight: 1,
  color: colors.brand,
  [desktop]: { fontSize: '6rem' },
});

export const name = css({ fontSize: '1.5rem' });

export const message = css({
  margin: `0 0 ${space(4)}`,
  color: colors.muted,
  wordBreak: 'break-word',
});
