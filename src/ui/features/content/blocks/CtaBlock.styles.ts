import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export const panel = css({
  display: 'grid',
  gap: space(4),
  justifyItems: 'start',
  padding: space(6),
  borderRadius: '8px',
  background: colors.brand,
  color: colors.onBrand,
  [desktop]: { padding: space(10), gridTemplateColumns: '1fr auto', alignItems: 'center' },
});

export const heading = css({ fontSize: '1.5rem', [desktop]: { fontSize: '1.75rem' } });

export const text = css({ margin: `${space(2)} 0 0`, maxWidth: '60ch' });

export const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${space(2)} ${space(5)}`,
  borderRadius: '6px',
  background: colors.onBrand,
  color: colors.brand,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.accent, color: colors.brandHover },
});
