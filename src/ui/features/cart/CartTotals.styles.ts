import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const list = css({ margin: 0, display: 'grid', gap: space(2) });

export const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(4),
  '& dt, & dd': { margin: 0 },
});

export const discount = css({ color: colors.brand, fontWeight: 600 });

export const total = css({
  borderTop: `1px solid ${colors.border}`,
  paddingTop: space(3),
  marginTop: space(1),
  fontSize: '1.25rem',
  fontWeight: 700,
});
