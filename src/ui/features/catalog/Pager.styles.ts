import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const pager = css({ marginTop: space(8) });

export const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: '6px',
  color: colors.text,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: colors.brand, color: colors.brand },
  '&[aria-current="page"]': {
    background: colors.brand,
    borderColor: colors.brand,
    color: colors.onBrand,
  },
});
