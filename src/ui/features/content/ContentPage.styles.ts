import { css } from '@emotion/react';
import { CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const header = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)} 0`,
  [desktop]: { padding: `${space(12)} ${space(6)} 0` },
});

export const title = css({
  fontSize: '2rem',
  letterSpacing: '-0.01em',
  [desktop]: { fontSize: '2.75rem' },
});

export const failure = css({
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
});
