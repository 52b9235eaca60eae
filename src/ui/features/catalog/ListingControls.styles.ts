import { css } from '@emotion/react';
import { desktop, space } from '../../components/theme';

export const controls = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space(3),
  marginBottom: space(6),
  [desktop]: {
    // The third column holds the form's button, shown without JavaScript only.
    gridTemplateColumns: 'repeat(2, minmax(0, 240px)) auto 1fr',
    alignItems: 'end',
  },
});

export const count = css({
  gridColumn: '1 / -1',
  margin: 0,
  alignSelf: 'center',
  [desktop]: { gridColumn: '-2 / -1', justifySelf: 'end' },
});

/** The form's button (its <noscript>), shown without JavaScript only: under the selects on a phone. */
export const apply = css({
  display: 'flex',
  gridColumn: '1 / -1',
  justifySelf: 'start',
  [desktop]: { gridColumn: 'auto' },
});
