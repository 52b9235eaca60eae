import { css } from '@emotion/react';
import { colors, space } from './theme';

export const alert = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(4),
  justifyContent: 'space-between',
  padding: space(4),
  margin: `${space(4)} 0`,
  border: `1px solid ${colors.danger}`,
  borderRadius: '6px',
  background: colors.dangerSurface,
  color: colors.danger,
});

export const message = css({ margin: 0, fontWeight: 600 });
