import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const widget = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '6px',
  color: colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.surface, color: colors.brand },
});

export const count = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  padding: `0 ${space(2)}`,
  borderRadius: '999px',
  background: colors.brand,
  color: colors.onBrand,
  fontSize: '0.875rem',
});
