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

/** Announced to screen readers; the skeleton cards show it to everyone else. */
export const hiddenStatus = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
