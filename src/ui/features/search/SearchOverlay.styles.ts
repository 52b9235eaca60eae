import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const dialog = css({
  width: '100vw',
  maxWidth: '100vw',
  height: '100vh',
  maxHeight: '100vh',
  margin: 0,
  padding: 0,
  border: 0,
  background: colors.background,
  color: colors.text,
  '&::backdrop': { background: 'rgba(20, 24, 22, 0.55)' },
});

export const inner = css({
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(4)} ${space(4)} ${space(10)}`,
  [desktop]: { padding: `${space(10)} ${space(6)}` },
});

export const top = css({ display: 'flex', alignItems: 'flex-end', gap: space(3) });

export const field = css({ flex: 1, display: 'flex', flexDirection: 'column', gap: space(2) });

export const label = css({ fontWeight: 600 });

export const input = css({
  width: '100%',
  minHeight: '52px',
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.border}`,
  borderRadius: '8px',
  font: 'inherit',
  fontSize: '1.25rem',
  '&:focus': {
    borderColor: colors.brand,
    outline: `3px solid ${colors.focus}`,
    outlineOffset: '2px',
  },
});

export const close = css({
  flex: 'none',
  width: '52px',
  height: '52px',
  border: `2px solid ${colors.border}`,
  borderRadius: '8px',
  background: colors.background,
  color: colors.text,
  cursor: 'pointer',
  '&:hover': { borderColor: colors.brand },
});

export const status = css({ margin: `${space(4)} 0`, color: colors.muted });

export const listbox = css({ marginTop: space(6), display: 'grid', gap: space(6) });

export const groupLabel = css({
  margin: `0 0 ${space(2)}`,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: colors.muted,
});

export const groupList = css({ margin: 0, padding: 0, listStyle: 'none' });

export const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '6px',
  color: colors.text,
  textDecoration: 'none',
  cursor: 'pointer',
  '&[aria-selected="true"], &:hover': { background: colors.accent, color: colors.brand },
  '& img': { width: '40px', height: '40px', objectFit: 'contain', borderRadius: '4px' },
});

export const all = css({
  display: 'inline-block',
  marginTop: space(6),
  color: colors.brand,
  fontWeight: 600,
});
