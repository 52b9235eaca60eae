import { css } from '@emotion/react';
import { colors, desktop, HEADER_HEIGHT, space } from '../../components/theme';

export const twoColumns = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const buttons = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(3),
  marginTop: space(2),
});

export const check = css({
  marginTop: space(4),
  // Scrolled to after a check: keep it clear of the sticky header and promo bar.
  scrollMarginTop: `${HEADER_HEIGHT + 80}px`,
  '&:focus': { outline: 'none' },
});

export const checkError = css({
  padding: space(3),
  margin: `0 0 ${space(4)}`,
  border: `1px solid ${colors.danger}`,
  borderRadius: '6px',
  background: colors.dangerSurface,
  color: colors.danger,
  fontWeight: 600,
  '& p': { margin: 0 },
  '& ul': { margin: `${space(1)} 0 0`, paddingLeft: space(5) },
});

export const choices = css({ marginBottom: space(4) });

export const choiceHeading = css({ fontSize: '1.125rem', margin: `0 0 ${space(3)}` });

export const choiceGrid = css({
  display: 'grid',
  gap: space(4),
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const choice = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  justifyContent: 'space-between',
  padding: space(4),
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  '& h4': { margin: 0, fontSize: '1rem' },
});
