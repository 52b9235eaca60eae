import { css, keyframes } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = css({
  display: 'grid',
  gap: space(4),
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
  [desktop]: { padding: `${space(12)} ${space(6)}` },
});

const bar = css({
  borderRadius: '6px',
  background: `linear-gradient(90deg, ${colors.surface} 25%, ${colors.accent} 50%, ${colors.surface} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const line = (width: string, height = '1rem') => css(bar, { width, height });

export const block = css(bar, { width: '100%', aspectRatio: '3 / 1', minHeight: '160px' });
