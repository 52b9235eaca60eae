import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const bar = css({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  borderTop: `1px solid ${colors.border}`,
  background: colors.background,
  boxShadow: '0 -4px 14px rgba(0, 0, 0, 0.08)',
});

export const inner = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(2)} ${space(4)}`,
  [desktop]: { padding: `${space(3)} ${space(6)}`, gap: space(6) },
});

export const text = css({ flex: 1, minWidth: 0 });

export const title = css({
  margin: 0,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const variant = css({ margin: 0, color: colors.muted, fontSize: '0.875rem' });

export const price = css({ display: 'none', [desktop]: { display: 'block' } });
