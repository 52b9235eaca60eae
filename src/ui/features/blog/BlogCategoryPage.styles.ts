import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const page = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(8)} ${space(4)}`,
  display: 'grid',
  gap: space(8),
  [desktop]: { padding: `${space(12)} ${space(6)}` },
});

export const header = css({ display: 'grid', gap: space(3), maxWidth: '72ch' });

export const title = css({ fontSize: '2rem', [desktop]: { fontSize: '2.75rem' } });

export const description = css({ margin: 0, fontSize: '1.125rem', color: colors.muted });

export const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(8),
  [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space(6) },
});

export const card = css({
  position: 'relative',
  display: 'grid',
  gap: space(3),
  alignContent: 'start',
});

export const media = css({
  aspectRatio: '3 / 2',
  borderRadius: '8px',
  overflow: 'hidden',
  background: colors.surface,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});

export const cardTitle = css({ fontSize: '1.25rem' });

/** The whole card is the link's click target; the title stays the accessible name. */
export const cardLink = css({
  color: colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { textDecoration: 'underline' },
});

export const excerpt = css({ margin: 0, color: colors.muted });

export const meta = css({ margin: 0, fontSize: '0.875rem', color: colors.muted });

export const empty = css({ margin: 0, color: colors.muted });
