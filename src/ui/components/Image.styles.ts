import { css } from '@emotion/react';

/** Never wider than its container; the width/height attributes keep the box's ratio while loading. */
export const image = css({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
