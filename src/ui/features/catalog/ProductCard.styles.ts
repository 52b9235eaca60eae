import { css, keyframes } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  background: colors.background,
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  '&:hover': { borderColor: colors.brand, boxShadow: '0 4px 14px rgba(0, 0, 0, 0.08)' },
  '&:focus-within': { borderColor: colors.brand },
});

export const media = css({
  position: 'relative',
  aspectRatio: '1 / 1',
  marginBottom: space(2),
  borderRadius: '6px',
  overflow: 'hidden',
  background: colors.surface,
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
});

export const badge = css({
  position: 'absolute',
  top: space(2),
  left: space(2),
  padding: `${space(1)} ${space(2)}`,
  borderRadius: '4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const saleBadge = css(badge, { background: colors.danger, color: colors.onBrand });

export const quoteBadge = css(badge, { background: colors.brand, color: colors.onBrand });

export const title = css({ fontSize: '1.0625rem', margin: 0, lineHeight: 1.35 });

/** The whole card is clickable through the title link's stretched hit area. */
export const link = css({
  color: colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '8px' },
  '&:hover': { color: colors.brand },
});

export const meta = css({ margin: 0, color: colors.muted, fontSize: '0.875rem' });

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

const shimmering = css({
  borderRadius: '6px',
  background: `linear-gradient(90deg, ${colors.surface} 25%, #ebe6dd 50%, ${colors.surface} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

export const skeletonMedia = css(shimmering, { aspectRatio: '1 / 1', marginBottom: space(2) });

export const skeletonLine = (width: string) => css(shimmering, { height: '1rem', width });
