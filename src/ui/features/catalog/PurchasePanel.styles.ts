import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const panel = css({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const stock = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  margin: 0,
  fontWeight: 600,
  '&::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    background: 'currentColor',
  },
});

export const stockColours = {
  'in-stock': css({ color: colors.brand }),
  'low-stock': css({ color: '#8a4b00' }),
  'out-of-stock': css({ color: colors.danger }),
} as const;

export const buy = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space(3),
  '& > div': { width: '120px', margin: 0 },
});

export const buyButton = css({ flex: '1 1 200px' });

export const quoteNote = css({ margin: 0, color: colors.muted });
