import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const form = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space(3),
  marginBottom: space(6),
  '& > div': { flex: '1 1 260px', margin: 0 },
});

export const groups = css({ display: 'grid', gap: space(10) });

export const groupHeading = css({ fontSize: '1.25rem', margin: `0 0 ${space(4)}` });

export const list = css({
  display: 'grid',
  gap: space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hit = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: space(4),
  alignItems: 'start',
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  '&:hover': { borderColor: colors.brand },
  '& img': { width: '64px', height: '64px', objectFit: 'contain', borderRadius: '4px' },
  [desktop]: { gridTemplateColumns: '80px minmax(0, 1fr)' },
});

export const placeholder = css({
  width: '64px',
  height: '64px',
  borderRadius: '4px',
  background: colors.surface,
});

export const title = css({ margin: 0, fontSize: '1.0625rem' });

export const link = css({
  color: colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '8px' },
  '&:hover': { color: colors.brand },
});

export const snippet = css({
  margin: `${space(1)} 0 0`,
  color: colors.muted,
  '& mark': { background: '#fff1b8', color: colors.text, padding: '0 2px' },
});
