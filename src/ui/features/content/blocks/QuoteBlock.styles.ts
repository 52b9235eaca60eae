import { css } from '@emotion/react';
import { colors, desktop, space } from '../../../components/theme';

export const figure = css({
  margin: 0,
  maxWidth: '60ch',
  paddingLeft: space(5),
  borderLeft: `4px solid ${colors.brand}`,
});

export const quote = css({
  margin: 0,
  fontSize: '1.25rem',
  lineHeight: 1.5,
  [desktop]: { fontSize: '1.5rem' },
  p: { margin: 0 },
});

export const author = css({ marginTop: space(3), color: colors.muted, fontWeight: 600 });
