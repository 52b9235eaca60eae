import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../components/theme';

export const footer = css({
  marginTop: 'auto',
  background: colors.surface,
  borderTop: `1px solid ${colors.border}`,
});

export const inner = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  maxWidth: `${CONTENT_WIDTH}px`,
  margin: '0 auto',
  padding: `${space(6)} ${space(4)}`,
  color: colors.muted,
  fontSize: '0.875rem',
  [desktop]: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${space(6)} ${space(6)}`,
  },
});

export const text = css({ margin: 0 });
