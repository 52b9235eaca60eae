import { css } from '@emotion/react';
import { colors } from '../../../components/theme';

export const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  height: '44px',
  border: 0,
  borderRadius: '6px',
  background: 'none',
  color: colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: colors.surface, color: colors.brand },
});
