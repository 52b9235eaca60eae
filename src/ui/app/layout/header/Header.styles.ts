import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, HEADER_HEIGHT, space } from '../../../components/theme';

export const header = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: colors.background,
  borderBottom: `1px solid ${colors.border}`,
  transition: 'top 200ms ease',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

export const row = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  height: `${HEADER_HEIGHT}px`,
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `0 ${space(3)}`,
  [desktop]: { gap: space(4), padding: `0 ${space(6)}` },
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

/** The word mark shows only on wide screens, where the mega menu leaves room for it. */
export const brandName = css({
  display: 'none',
  '@media (min-width: 1440px)': { display: 'inline' },
});

export const actions = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  marginLeft: 'auto',
});

export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '6px',
  background: 'none',
  color: colors.text,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: colors.surface, color: colors.brand },
});

export const mobileOnly = css({ [desktop]: { display: 'none' } });

/** 'Get Started' is a desktop call to action. */
export const getStarted = css({
  display: 'none',
  minHeight: '44px',
  padding: `${space(2)} ${space(4)}`,
  border: 0,
  borderRadius: '6px',
  background: colors.brand,
  color: colors.onBrand,
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: colors.brandHover },
  '&:disabled': { opacity: 0.7, cursor: 'default' },
  [desktop]: { display: 'inline-flex', alignItems: 'center' },
});
