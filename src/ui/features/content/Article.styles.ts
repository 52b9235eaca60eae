import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

/** A long read (blog post, case study): one readable column. */
export const article = css({
  width: '100%',
  maxWidth: '820px',
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
  display: 'grid',
  gap: space(6),
  [desktop]: { padding: `${space(12)} ${space(6)}` },
});

export const header = css({ display: 'grid', gap: space(3) });

export const eyebrow = css({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: colors.muted,
  a: { color: colors.brand },
});

export const title = css({
  fontSize: '2rem',
  letterSpacing: '-0.01em',
  [desktop]: { fontSize: '2.75rem' },
});

export const lead = css({ margin: 0, fontSize: '1.1875rem', color: colors.muted });

export const meta = css({ margin: 0, color: colors.muted, fontSize: '0.9375rem' });

export const facts = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space(4),
  rowGap: space(1),
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
});

export const media = css({
  aspectRatio: '3 / 2',
  borderRadius: '8px',
  overflow: 'hidden',
  background: colors.surface,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});
