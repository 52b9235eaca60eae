import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const layout = css({
  width: '100%',
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  [desktop]: { padding: `${space(8)} ${space(6)}` },
});

export const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space(2)} ${space(6)}`,
  paddingBottom: space(4),
  marginBottom: space(6),
  borderBottom: `2px solid ${colors.brand}`,
  '& p': { margin: 0, fontWeight: 700, fontSize: '1.125rem' },
  '& ul': { display: 'flex', gap: space(4), listStyle: 'none', margin: 0, padding: 0 },
  '& a': { color: colors.text, fontWeight: 600 },
  '& a[aria-current="page"]': { color: colors.brand },
});

export const filters = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  alignItems: 'end',
  marginBottom: space(4),
  [desktop]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(4, minmax(10rem, 1fr)) auto' },
  '& button': { marginBottom: space(4) },
});

export const pager = css({
  display: 'flex',
  gap: space(4),
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: space(4),
});

export const badge = css({
  display: 'inline-block',
  padding: `0 ${space(2)}`,
  borderRadius: '999px',
  fontSize: '0.875rem',
  fontWeight: 600,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
});

export const stepBox = css({
  display: 'grid',
  gap: space(3),
  '& form': {
    display: 'grid',
    gap: `0 ${space(4)}`,
    [desktop]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const productSearch = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  alignItems: 'end',
  marginBottom: space(4),
  [desktop]: { gridTemplateColumns: 'minmax(12rem, 28rem) auto', justifyContent: 'start' },
  '& button': { marginBottom: space(4) },
});

export const variantRow = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  alignItems: 'start',
  paddingTop: space(3),
  borderTop: `1px solid ${colors.border}`,
  [desktop]: { gridTemplateColumns: '2fr 1fr 1fr auto' },
  '& > p': { margin: `0 0 ${space(3)}` },
  '& button': { marginTop: space(6) },
});
