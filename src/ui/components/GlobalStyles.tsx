import { css, Global } from '@emotion/react';
import { colors, fonts } from './theme';

const globalStyles = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  // No scroll anchoring: when the promo bar folds away the browser would move scrollY back by its
  // height, which reads as a scroll up and shows the bar again, over and over on a phone.
  html: { WebkitTextSizeAdjust: '100%', overflowAnchor: 'none' },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: '1rem',
    lineHeight: 1.5,
    color: colors.text,
    background: colors.background,
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3': { lineHeight: 1.2, margin: 0 },
  a: { color: colors.brand },
  'a:hover': { color: colors.brandHover },
  ':focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*': { transition: 'none !important', animation: 'none !important' },
  },
});

export const GlobalStyles = () => <Global styles={globalStyles} />;
