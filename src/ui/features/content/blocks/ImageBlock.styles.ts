import { css } from '@emotion/react';
import { colors, space } from '../../../components/theme';

export const figure = css({
  margin: 0,
  display: 'grid',
  gap: space(3),
  img: { width: '100%', borderRadius: '8px', background: colors.accent },
});

export const caption = css({ color: colors.muted, fontSize: '0.9375rem' });
