import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginTop: space(4),
});

export const heading = css({ margin: 0, fontSize: '1rem', fontWeight: 600 });

export const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space(2),
  // The e-mail field sits level with the button beside it (a field keeps room below it elsewhere).
  '& > div': { marginBottom: 0, flex: '1 1 14rem' },
});

export const done = css({ margin: 0, color: colors.brand, fontWeight: 600 });
