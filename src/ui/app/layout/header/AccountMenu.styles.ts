import { css } from '@emotion/react';
import { colors, space } from '../../../components/theme';

export const wrapper = css({ position: 'relative' });

export const initials = css({
  width: '40px',
  minWidth: '40px',
  height: '40px',
  borderRadius: '999px',
  background: colors.brand,
  color: colors.onBrand,
  fontWeight: 700,
  '&:hover': { background: colors.brandHover, color: colors.onBrand },
});

export const dropdown = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 40,
  width: '260px',
  padding: space(2),
  borderRadius: '8px',
  border: `1px solid ${colors.border}`,
  background: colors.background,
  boxShadow: '0 12px 24px rgba(0, 0, 0, 0.15)',
});

export const signedInAs = css({
  display: 'grid',
  margin: 0,
  padding: `${space(2)} ${space(3)}`,
  color: colors.muted,
  fontSize: '0.875rem',
  borderBottom: `1px solid ${colors.border}`,
});

export const email = css({ color: colors.text, overflowWrap: 'anywhere' });

export const items = css({ margin: 0, padding: `${space(1)} 0 0`, listStyle: 'none' });

export const item = css({
  display: 'block',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '6px',
  color: colors.text,
  textDecoration: 'none',
  '&:hover': { background: colors.surface, color: colors.brand },
});
