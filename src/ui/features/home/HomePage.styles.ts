import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const hero = css({
  background: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
});

export const heroInner = css({
  display: 'grid',
  gap: space(5),
  justifyItems: 'start',
  maxWidth: '760px',
  padding: `${space(12)} ${space(4)}`,
  margin: '0 auto',
  [desktop]: { padding: `${space(20)} ${space(6)}`, justifyItems: 'center', textAlign: 'center' },
});

export const title = css({
  fontSize: '2rem',
  letterSpacing: '-0.02em',
  [desktop]: { fontSize: '3rem' },
});

export const lead = css({
  margin: 0,
  fontSize: '1.125rem',
  color: colors.muted,
  [desktop]: { fontSize: '1.25rem' },
});
