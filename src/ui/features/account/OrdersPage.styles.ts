import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    padding: `${space(3)} ${space(2)}`,
    borderBottom: `1px solid ${colors.border}`,
    verticalAlign: 'top',
  },
  '& th': { fontSize: '0.875rem', color: colors.muted },
  '& td.number, & th.number': { textAlign: 'right' },
  '& a': { color: colors.brand, fontWeight: 700 },
  // Below the breakpoint every row is a small card of labelled values.
  '@media (max-width: 767.98px)': {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: space(1),
      padding: `${space(3)} 0`,
      borderBottom: `1px solid ${colors.border}`,
    },
    '& td': { border: 'none', padding: 0 },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      color: colors.muted,
    },
    '& td.number': { textAlign: 'left' },
  },
});

export const detailGrid = css({
  display: 'grid',
  gap: space(4),
  marginBottom: space(6),
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const totals = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space(2)} ${space(6)}`,
  maxWidth: '24rem',
  marginLeft: 'auto',
  marginTop: space(4),
  '& dt': { color: colors.muted },
  '& dd': { margin: 0, textAlign: 'right' },
  '& .grand': { fontWeight: 700, color: colors.text, fontSize: '1.125rem' },
});

export const headerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(4),
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: space(4),
  '& h1': { margin: 0 },
});

export const back = css({
  color: colors.brand,
  fontWeight: 600,
  display: 'inline-block',
  marginBottom: space(4),
});
