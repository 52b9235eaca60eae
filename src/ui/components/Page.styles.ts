import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from './theme';

export const page = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  [desktop]: { padding: `${space(10)} ${space(6)}` },
});

export const heading = css({
  fontSize: '1.75rem',
  marginBottom: space(6),
  [desktop]: { fontSize: '2.25rem' },
});

export const statusText = css({ color: colors.muted, margin: `${space(4)} 0` });
