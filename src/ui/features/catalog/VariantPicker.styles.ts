import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const fieldset = css({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = css({ marginBottom: space(2), padding: 0, fontWeight: 600 });

export const choices = css({ display: 'flex', flexWrap: 'wrap', gap: space(2) });

export const choice = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.border}`,
  borderRadius: '6px',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: colors.brand, background: colors.accent },
  '&:has(input:focus-visible)': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
});
