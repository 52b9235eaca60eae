import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `0 ${space(6)}`,
  maxHeight: '120px',
  overflow: 'hidden',
  padding: `${space(2)} ${space(4)}`,
  background: colors.brand,
  color: colors.onBrand,
  fontSize: '0.8125rem',
  textAlign: 'center',
  '& p': { margin: 0 },
  '& a, & a:hover': { color: colors.onBrand, textDecoration: 'underline' },
  [desktop]: {
    justifyContent: 'space-between',
    fontSize: '0.875rem',
    padding: `${space(2)} ${space(6)}`,
  },
});

export const primary = css({});

export const secondary = css({});
