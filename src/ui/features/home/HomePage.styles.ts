import { css } from '@emotion/react';
import { CONTENT_WIDTH, space } from '../../components/theme';

export const failure = css({
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
});

/** The home page's h1 when its first block is not a hero: read out, not shown. */
export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
