import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const price = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space(2),
  margin: 0,
});

export const current = css({ fontWeight: 700, color: colors.brand });

export const onSale = css({ color: colors.danger });

export const original = css({ color: colors.muted, fontSize: '0.875em' });

export const sizes = {
  normal: css({ fontSize: '1.125rem' }),
  large: css({ fontSize: '1.75rem' }),
} as const;

/** Read by screen readers, not shown. */
export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
