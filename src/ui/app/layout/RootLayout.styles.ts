import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const shell = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

// At least a screen tall: the footer starts below the fold, so a page whose content arrives after the
// first paint does not push a visible footer down (Lighthouse measured a 0.295 layout shift).
export const main = css({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

/** Visible only when focused, for keyboard users. */
export const skipLink = css({
  position: 'absolute',
  left: space(2),
  top: '-100px',
  zIndex: 20,
  padding: `${space(2)} ${space(4)}`,
  background: colors.brand,
  color: colors.onBrand,
  '&:focus': { top: space(2), color: colors.onBrand },
});
