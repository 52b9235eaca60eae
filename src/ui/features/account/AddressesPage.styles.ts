import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(4),
  marginBottom: space(6),
  '& h1': { margin: 0 },
});

export const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(4),
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: '10px',
});

export const cardTitle = css({ fontSize: '1.125rem', margin: 0 });

export const badges = css({ display: 'flex', flexWrap: 'wrap', gap: space(2), margin: 0 });

export const badge = css({
  padding: `${space(1)} ${space(2)}`,
  borderRadius: '999px',
  background: colors.accent,
  color: colors.brand,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const cardActions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  marginTop: 'auto',
  '& button': { minHeight: '40px', padding: `${space(1)} ${space(3)}`, fontSize: '0.9375rem' },
});
