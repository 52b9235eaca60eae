import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

/** The mega menu is a desktop control; the drawer replaces it below 768 px. */
export const nav = css({ display: 'none', alignSelf: 'stretch', [desktop]: { display: 'flex' } });

export const list = css({
  display: 'flex',
  alignItems: 'stretch',
  gap: space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { display: 'flex', alignItems: 'center' },
});

export const topItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(1),
  minHeight: '44px',
  padding: `${space(2)} ${space(2)}`,
  border: 0,
  borderRadius: '6px',
  background: 'none',
  color: colors.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { color: colors.brand, background: colors.surface },
  '& svg': { width: '18px', height: '18px' },
});

export const asButton = css({
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.brand}`,
  color: colors.brand,
});

export const red = css({ color: colors.danger, '&:hover': { color: colors.danger } });
