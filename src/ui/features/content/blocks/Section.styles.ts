import { css } from '@emotion/react';
import { CONTENT_WIDTH, desktop, space } from '../../../components/theme';

/** Every block is one section of the page, at the content width. */
export const section = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  [desktop]: { padding: `${space(8)} ${space(6)}` },
});

export const heading = css({
  fontSize: '1.5rem',
  marginBottom: space(6),
  [desktop]: { fontSize: '2rem' },
});
