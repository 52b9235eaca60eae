import { css } from '@emotion/react';
import { colors, space } from './theme';

export const dialog = css({
  width: 'min(640px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: '10px',
  color: colors.text,
  boxShadow: '0 24px 48px rgba(0, 0, 0, 0.25)',
  '&::backdrop': { background: 'rgba(20, 24, 22, 0.55)' },
});

export const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(4),
  padding: `${space(4)} ${space(5)}`,
  borderBottom: `1px solid ${colors.border}`,
});

export const title = css({ fontSize: '1.25rem' });

export const close = css({
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

export const body = css({ padding: space(5) });
