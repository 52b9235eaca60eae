import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const steps = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(3),
  '& li': {
    display: 'grid',
    gridTemplateColumns: `${space(4)} 1fr`,
    alignItems: 'baseline',
    gap: space(2),
  },
});

export const dot = css({
  width: space(3),
  height: space(3),
  borderRadius: '50%',
  background: colors.brand,
  alignSelf: 'center',
});

export const stepDate = css({ display: 'block', fontSize: '0.875rem', color: colors.muted });

export const parcels = css({
  listStyle: 'none',
  margin: `${space(4)} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space(2),
  '& a': { color: colors.brand, fontWeight: 700 },
});

export const cancelBox = css({ display: 'grid', gap: space(3), justifyItems: 'start' });

export const cancelActions = css({ display: 'flex', flexWrap: 'wrap', gap: space(2) });
