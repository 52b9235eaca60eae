import { css } from '@emotion/react';
import { colors, space } from './theme';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `${space(2)} ${space(5)}`,
  border: '2px solid transparent',
  borderRadius: '6px',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
});

export const buttonVariants = {
  primary: css(base, {
    background: colors.brand,
    color: colors.onBrand,
    '&:hover': { background: colors.brandHover, color: colors.onBrand },
  }),
  secondary: css(base, {
    background: colors.background,
    color: colors.brand,
    borderColor: colors.brand,
    '&:hover': { background: colors.accent, color: colors.brandHover },
  }),
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
