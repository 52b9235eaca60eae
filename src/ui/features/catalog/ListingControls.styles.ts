import { css } from '@emotion/react';
import { desktop, space } from '../../components/theme';

export const controls = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space(3),
  marginBottom: space(6),
  [desktop]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 240px)) 1fr',
    alignItems: 'end',
  },
});

export const count = css({
  gridColumn: '1 / -1',
  margin: 0,
  alignSelf: 'center',
  [desktop]: { gridColumn: 'auto', justifySelf: 'end' },
});

/** The form's button, shown without JavaScript only: under the selects on a phone. */
export const apply = css({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  [desktop]: { gridColumn: 'auto', justifySelf: 'start' },
});
