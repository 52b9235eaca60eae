import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const card = css({
  width: '100%',
  maxWidth: '30rem',
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  [desktop]: {
    margin: `${space(10)} auto`,
    padding: space(8),
    border: `1px solid ${colors.border}`,
    borderRadius: '10px',
    background: colors.background,
  },
});

export const heading = css({ fontSize: '1.75rem', margin: `0 0 ${space(2)}` });

export const lead = css({ color: colors.muted, margin: `0 0 ${space(6)}` });

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(4),
  marginTop: space(2),
  '& button': { width: '100%' },
  [desktop]: { '& button': { width: 'auto' } },
});

export const links = css({
  listStyle: 'none',
  padding: 0,
  margin: `${space(6)} 0 0`,
  display: 'grid',
  gap: space(2),
  '& a': { color: colors.brand, fontWeight: 600 },
});

export const twoColumns = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const success = css({
  padding: space(4),
  margin: `0 0 ${space(4)}`,
  border: `1px solid ${colors.brand}`,
  borderRadius: '6px',
  background: colors.accent,
  '& p': { margin: `0 0 ${space(2)}` },
});

export const notice = css({ color: colors.muted, margin: `${space(2)} 0` });
