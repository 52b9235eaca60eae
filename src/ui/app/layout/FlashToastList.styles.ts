import { css } from '@emotion/react';
import type { FlashSlot } from '../../../domain/flash/flash';
import { colors, space } from '../../components/theme';

export const toast = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(2),
  padding: `${space(3)} ${space(2)} ${space(3)} ${space(4)}`,
  borderRadius: '8px',
  borderLeft: '6px solid',
  background: colors.background,
  color: colors.text,
  boxShadow: '0 10px 24px rgba(0, 0, 0, 0.18)',
  pointerEvents: 'auto',
});

export const slots: Readonly<Record<FlashSlot, ReturnType<typeof css>>> = {
  success: css({ borderLeftColor: colors.brand }),
  danger: css({ borderLeftColor: colors.danger }),
  warning: css({ borderLeftColor: '#8a5a00' }),
  info: css({ borderLeftColor: colors.focus }),
};

export const message = css({ flex: 1, margin: `${space(2)} 0`, fontWeight: 600 });

export const dismiss = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flex: 'none',
  border: 0,
  borderRadius: '6px',
  background: 'none',
  color: colors.muted,
  cursor: 'pointer',
  '&:hover': { background: colors.surface, color: colors.text },
});

export const srOnly = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
