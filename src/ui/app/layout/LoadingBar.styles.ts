import { css } from '@emotion/react';
import { colors } from '../../components/theme';

export const bar = (heightPx: number) =>
  css({
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 60,
    height: `${heightPx}px`,
    background: colors.focus,
    transformOrigin: 'left',
    transition: 'transform 100ms linear, opacity 200ms ease',
    pointerEvents: 'none',
  });
