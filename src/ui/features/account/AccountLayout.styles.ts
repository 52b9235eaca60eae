import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const layout = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  display: 'grid',
  gap: space(6),
  [desktop]: {
    gridTemplateColumns: '14rem 1fr',
    gap: space(10),
    padding: `${space(10)} ${space(6)}`,
  },
});

export const nav = css({
  '& ul': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: space(2),
    [desktop]: { flexDirection: 'column' },
  },
  '& a': {
    display: 'block',
    padding: `${space(2)} ${space(3)}`,
    borderRadius: '6px',
    color: colors.text,
    textDecoration: 'none',
    fontWeight: 600,
    border: `1px solid ${colors.border}`,
    [desktop]: { border: 'none' },
  },
  '& a:hover': { background: colors.surface },
  '& a[aria-current="page"]': { background: colors.brand, color: colors.onBrand },
});

export const navHeading = css({
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: colors.muted,
  margin: `0 0 ${space(3)}`,
});

export const content = css({ minWidth: 0 });
