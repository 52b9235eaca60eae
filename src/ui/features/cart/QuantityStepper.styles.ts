import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const stepper = css({ display: 'flex', flexDirection: 'column', gap: space(1) });

export const label = css({ fontSize: '0.875rem', fontWeight: 600 });

export const controls = css({ display: 'inline-flex', alignItems: 'stretch' });

export const button = css({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid ${colors.muted}`,
  background: colors.surface,
  color: colors.text,
  font: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
  '&:first-of-type': { borderRadius: '6px 0 0 6px' },
  '&:last-of-type': { borderRadius: '0 6px 6px 0' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px' },
});

export const input = css({
  width: '4rem',
  minHeight: '44px',
  border: `1px solid ${colors.muted}`,
  borderLeft: 'none',
  borderRight: 'none',
  textAlign: 'center',
  font: 'inherit',
  MozAppearance: 'textfield',
  '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px' },
});
