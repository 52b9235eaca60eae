import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../../components/theme';

export const hero = css({
  background: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
});

export const inner = css({
  display: 'grid',
  gap: space(6),
  alignItems: 'center',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
  [desktop]: {
    gridTemplateColumns: '1fr 1fr',
    gap: space(12),
    padding: `${space(16)} ${space(6)}`,
  },
});

export const text = css({ display: 'grid', gap: space(5), justifyItems: 'start' });

export const title = css({
  fontSize: '2rem',
  letterSpacing: '-0.02em',
  [desktop]: { fontSize: '3rem' },
});

export const lead = css({
  margin: 0,
  fontSize: '1.125rem',
  color: colors.muted,
  [desktop]: { fontSize: '1.25rem' },
});

/** The generated banners are 3:2; the box is reserved before the file arrives. */
export const media = css({
  aspectRatio: '3 / 2',
  width: '100%',
  borderRadius: '8px',
  overflow: 'hidden',
  background: colors.accent,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});
