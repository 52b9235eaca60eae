import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

/** Readable prose for HTML from the content system. */
export const prose = css({
  maxWidth: '72ch',
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  'h2, h3, h4': { margin: `${space(6)} 0 ${space(3)}`, lineHeight: 1.25 },
  h2: { fontSize: '1.5rem' },
  h3: { fontSize: '1.25rem' },
  'p, ul, ol, blockquote, table': { margin: `0 0 ${space(4)}` },
  'ul, ol': { paddingLeft: space(6) },
  li: { marginBottom: space(1) },
  img: { maxWidth: '100%', height: 'auto' },
  blockquote: {
    borderLeft: `4px solid ${colors.brand}`,
    paddingLeft: space(4),
    color: colors.muted,
  },
  // A wide table scrolls on its own instead of widening the page.
  table: { display: 'block', overflowX: 'auto', maxWidth: '100%', borderCollapse: 'collapse' },
  'th, td': { border: `1px solid ${colors.border}`, padding: space(2), textAlign: 'left' },
  a: { textDecorationThickness: '1px', textUnderlineOffset: '2px' },
});
