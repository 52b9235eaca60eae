import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: space(6) },
});

export const card = css({
  position: 'relative',
  display: 'grid',
  gap: space(2),
  alignContent: 'start',
});

export const media = css({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: '8px',
  overflow: 'hidden',
  background: colors.surface,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});

export const badge = css({
  position: 'absolute',
  top: space(2),
  left: space(2),
  padding: `${space(0.5)} ${space(2)}`,
  borderRadius: '999px',
  fontSize: '0.8125rem',
  fontWeight: 600,
  background: colors.brand,
  color: colors.onBrand,
});

export const title = css({ fontSize: '1rem', fontWeight: 600 });

/** The whole card is the link's click target; the name stays the accessible text. */
export const link = css({
  color: colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { textDecoration: 'underline' },
});

export const meta = css({ margin: 0, color: colors.muted, fontSize: '0.9375rem' });
