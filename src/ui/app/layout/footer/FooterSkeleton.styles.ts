import { css, keyframes } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../../components/theme';

export const inner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(8),
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(10)} ${space(4)} ${space(6)}`,
  [desktop]: { padding: `${space(12)} ${space(6)} ${space(6)}` },
});

export const top = css({
  display: 'grid',
  gap: space(8),
  [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
});

export const about = css({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space(6),
  [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

export const column = css({ display: 'flex', flexDirection: 'column', gap: space(2) });

const shine = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

export const shimmer = css({
  display: 'block',
  borderRadius: '6px',
  background: `linear-gradient(90deg, ${colors.border} 25%, ${colors.accent} 50%, ${colors.border} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shine} 1.4s ease-in-out infinite`,
});

export const bone = (width: number, height: number) =>
  css({ width: `min(${width}px, 100%)`, height: `${height}px` });
