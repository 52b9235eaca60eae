import { css } from '@emotion/react';
import { desktop, space } from '../../components/theme';

export const grid = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space(6) },
});

/** A page being replaced stays readable but looks inactive. */
export const stale = css({ opacity: 0.6 });
