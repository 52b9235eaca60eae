import { css } from '@emotion/react';
import { colors, space } from '../theme';

export const field = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1),
  marginBottom: space(4),
});

export const label = css({ fontWeight: 600 });

export const hint = css({ color: colors.muted, fontSize: '0.875rem', margin: 0 });

export const control = css({
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: '6px',
  background: colors.background,
  color: colors.text,
  font: 'inherit',
  width: '100%',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
  '&:disabled': { background: colors.surface, cursor: 'not-allowed' },
});

export const textarea = css(control, { minHeight: '6rem', resize: 'vertical' });

export const error = css({
  margin: 0,
  color: colors.danger,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const checkboxRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(2),
  marginBottom: space(4),
  minHeight: '44px',
  '& input': { width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flexShrink: 0 },
  '& input:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
});

export const formError = css({
  padding: space(3),
  margin: `0 0 ${space(4)}`,
  border: `1px solid ${colors.danger}`,
  borderRadius: '6px',
  background: colors.dangerSurface,
  color: colors.danger,
  fontWeight: 600,
  '& ul': { margin: `${space(1)} 0 0`, paddingLeft: space(5) },
});

export const submitDisabled = css({
  '&:disabled': { opacity: 0.65, cursor: 'not-allowed' },
});
