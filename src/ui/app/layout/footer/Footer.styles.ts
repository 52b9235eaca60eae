import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export { about, column, columns, inner, top } from './FooterSkeleton.styles';

export const blurb = css({ margin: 0, color: colors.muted, maxWidth: '40ch' });

export const social = css({
  display: 'flex',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '999px',
  color: colors.brand,
  background: colors.background,
  '&:hover': { color: colors.onBrand, background: colors.brand },
});

export const link = css({
  color: colors.muted,
  textDecoration: 'none',
  '&:hover': { color: colors.brand, textDecoration: 'underline' },
});

export const logos = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${space(4)} ${space(8)}`,
  margin: 0,
  padding: `${space(6)} 0`,
  listStyle: 'none',
  borderTop: `1px solid ${colors.border}`,
  borderBottom: `1px solid ${colors.border}`,
});

/** Every partner logo gets the same box, drawn inside it at its own ratio: sized before it loads. */
export const LOGO_BOX = { width: 160, height: 40 } as const;

export const logo = css({
  display: 'block',
  width: `${LOGO_BOX.width}px`,
  height: `${LOGO_BOX.height}px`,
  maxWidth: '100%',
  objectFit: 'contain',
});

export const bottom = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  color: colors.muted,
  fontSize: '0.875rem',
  [desktop]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
});

export const copyright = css({ margin: 0 });

export const bottomMenu = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  alignSelf: 'flex-start',
  color: colors.text,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
});

export const heading = css({ fontSize: '1rem', '& a': { color: colors.text } });

export const links = css({
  display: 'grid',
  gap: space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: colors.muted,
});
