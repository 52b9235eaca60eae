import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const dialog = css({
  width: 'min(560px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: '10px',
  boxShadow: '0 20px 50px rgba(0, 0, 0, 0.25)',
  '&::backdrop': { background: 'rgba(20, 24, 22, 0.55)' },
});

export const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space(4),
  padding: `${space(5)} ${space(6)} 0`,
});

export const heading = css({ margin: 0, fontSize: '1.375rem' });

export const product = css({ margin: `${space(1)} 0 0`, color: colors.muted });

export const close = css({
  flex: 'none',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '6px',
  background: 'transparent',
  color: colors.text,
  cursor: 'pointer',
  '&:hover': { background: colors.surface },
});

export const form = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  padding: `${space(4)} ${space(6)} ${space(6)}`,
});

export const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: space(3) });
