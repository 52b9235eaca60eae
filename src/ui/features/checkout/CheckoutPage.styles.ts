import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const layout = css({
  display: 'grid',
  gap: space(8),
  [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' },
});

export const section = css({
  padding: `${space(5)} 0`,
  borderTop: `1px solid ${colors.border}`,
  '&:first-of-type': { borderTop: 'none', paddingTop: 0 },
});

export const sectionHeading = css({ fontSize: '1.25rem', margin: `0 0 ${space(4)}` });

export const twoColumns = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const choices = css({
  border: 'none',
  margin: `0 0 ${space(4)}`,
  padding: 0,
  display: 'grid',
  gap: space(2),
});

export const choice = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(3),
  padding: space(3),
  minHeight: '44px',
  border: `1px solid ${colors.border}`,
  borderRadius: '6px',
  cursor: 'pointer',
  '& input': { width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flexShrink: 0 },
  '&:has(input:checked)': { borderColor: colors.brand, background: colors.accent },
  '& input:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
});

export const choiceRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  flex: 1,
  gap: space(3),
});

export const cardForm = css({
  padding: space(4),
  borderRadius: '6px',
  background: colors.surface,
  marginBottom: space(4),
});

export const muted = css({ color: colors.muted, margin: `${space(2)} 0` });

export const summary = css({
  display: 'grid',
  gap: space(4),
  padding: space(5),
  borderRadius: '8px',
  background: colors.surface,
  [desktop]: { position: 'sticky', top: space(4) },
});

export const summaryLines = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(2),
});

export const summaryLine = css({ display: 'flex', justifyContent: 'space-between', gap: space(3) });

export const submit = css({ display: 'grid', gap: space(3), marginTop: space(4) });

export const paymentError = css({
  padding: space(3),
  border: `1px solid ${colors.danger}`,
  borderRadius: '6px',
  background: colors.dangerSurface,
  color: colors.danger,
  fontWeight: 600,
  '& p': { margin: 0 },
  '& p + p': { marginTop: space(1), fontWeight: 400 },
});

export const confirmation = css({ display: 'grid', gap: space(3), justifyItems: 'start' });

export const confirmationHeading = css({ fontSize: '2rem', margin: 0 });

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(3),
  marginTop: space(3),
});

export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
