import { css, type CSSObject } from '@emotion/react';
import { colors, space } from './theme';

// Functions, not styles made at load: the components that use them render on the server only, and
// the browser's build drops them with those components (a module's top-level css() calls are kept
// as side effects).

/** A row of links that wraps, for a browser that runs no script. */
export const noScriptLinkList = (more: CSSObject = {}) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space(1)} ${space(4)}`,
    padding: 0,
    listStyle: 'none',
    ...more,
  });

export const noScriptLink = (color: string = colors.text) => css({ color, fontWeight: 600 });
