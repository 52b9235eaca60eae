import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, space } from '../../../components/theme';

export { red } from './MegaMenu.styles';

export const panel = css({
  position: 'absolute',
  top: '100%',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 30,
  display: 'flex',
  gap: space(6),
  width: `min(100vw, ${CONTENT_WIDTH}px)`,
  maxHeight: 'calc(100vh - 140px)',
  overflowY: 'auto',
  padding: space(6),
  background: colors.background,
  border: `1px solid ${colors.border}`,
  borderTop: 0,
  boxShadow: '0 16px 32px rgba(0, 0, 0, 0.12)',
});

export const grid = (columns: number) =>
  css({
    flex: 1,
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: space(4),
    alignContent: 'start',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  });

export const subList = css({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1),
  padding: space(3),
  borderRadius: '8px',
});

export const cardActive = css({ background: colors.surface });

export const cardTitle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  color: colors.text,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { color: colors.brand, textDecoration: 'underline' },
});

export const childLinks = css({ margin: 0, padding: 0, listStyle: 'none', fontSize: '0.875rem' });

export const childLink = css({
  display: 'inline-block',
  padding: `${space(1)} 0`,
  color: colors.muted,
  textDecoration: 'none',
  '&:hover': { color: colors.brand, textDecoration: 'underline' },
});

export const toggle = css({
  alignSelf: 'flex-start',
  padding: `${space(1)} 0`,
  border: 0,
  background: 'none',
  color: colors.brand,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const side = css({
  flex: '0 0 300px',
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  padding: space(4),
  borderRadius: '8px',
  background: colors.accent,
});

export const explore = css({
  color: colors.brand,
  fontSize: '1.125rem',
  fontWeight: 700,
});

export const productCards = css({
  display: 'grid',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const productCard = css({
  display: 'block',
  padding: space(3),
  borderRadius: '6px',
  border: `1px solid ${colors.border}`,
  background: colors.background,
  color: colors.text,
  fontWeight: 600,
  fontSize: '0.875rem',
  textDecoration: 'none',
  '&:hover': { borderColor: colors.brand, color: colors.brand },
});

export const featured = (heightPx: number) =>
  css({ position: 'relative', height: `${heightPx}px`, padding: 0, overflow: 'hidden' });

export const featuredImage = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const viewAll = css({
  position: 'absolute',
  left: space(4),
  right: space(4),
  bottom: space(4),
  display: 'flex',
  justifyContent: 'center',
  minHeight: '44px',
  alignItems: 'center',
  borderRadius: '6px',
  background: colors.brand,
  color: colors.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.brandHover, color: colors.onBrand },
});
