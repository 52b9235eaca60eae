import { css } from '@emotion/react';
import { colors, space } from '../../../components/theme';

export const card = css({
  display: 'grid',
  gap: space(3),
  padding: space(6),
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  background: colors.surface,
  maxWidth: '40rem',
});

export const heading = css({ fontSize: '1.25rem' });

export const list = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space(4),
  rowGap: space(2),
  dt: { fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

export const address = css({ fontStyle: 'normal' });

export const lines = css({ listStyle: 'none', margin: 0, padding: 0 });
