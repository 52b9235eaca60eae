import { css, keyframes } from '@emotion/react';
import { colors, space } from '../../../components/theme';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawer = css({
  position: 'fixed',
  inset: '0 auto 0 0',
  margin: 0,
  width: 'min(360px, 88vw)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  padding: 0,
  border: 0,
  background: colors.background,
  color: colors.text,
  boxShadow: '8px 0 24px rgba(0, 0, 0, 0.2)',
  '&[open]': { animation: `${slideIn} 200ms ease-out` },
  '&::backdrop': { background: 'rgba(20, 24, 22, 0.55)' },
});

export const panel = css({ display: 'flex', flexDirection: 'column', height: '100%' });

export const head = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '64px',
  padding: `0 ${space(2)} 0 ${space(4)}`,
  borderBottom: `1px solid ${colors.border}`,
});

export const title = css({ flex: 1, fontSize: '1.125rem' });

export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '6px',
  background: 'none',
  color: colors.text,
  cursor: 'pointer',
  '&:hover': { background: colors.surface },
});

export const list = css({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  padding: `${space(2)} 0`,
  listStyle: 'none',
});

export const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '52px',
  padding: `${space(2)} ${space(4)}`,
  border: 0,
  background: 'none',
  color: colors.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: colors.surface, color: colors.brand },
});

export const red = css({ color: colors.danger });

export const asButton = css({ color: colors.brand, textDecoration: 'underline' });
