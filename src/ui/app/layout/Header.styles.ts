import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, HEADER_HEIGHT, space } from '../../components/theme';

export const header = css({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: `${HEADER_HEIGHT}px`,
  background: colors.background,
  borderBottom: `1px solid ${colors.border}`,
});

export const inner = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(4),
  height: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `0 ${space(4)}`,
  [desktop]: { gap: space(8), padding: `0 ${space(6)}` },
});

export const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  color: colors.text,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { color: colors.brand },
});

/** The word mark is hidden on small screens; the link keeps its accessible name. */
export const brandName = css({
  display: 'none',
  [desktop]: { display: 'inline' },
});

export const nav = css({ flex: 1 });

export const navList = css({
  display: 'flex',
  gap: space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = css({
  display: 'inline-block',
  padding: `${space(2)} ${space(1)}`,
  color: colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  '&:hover': { color: colors.brand },
  '&[aria-current="page"]': { borderBottomColor: colors.brand, color: colors.brand },
});
