import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const gallery = css({ display: 'flex', flexDirection: 'column', gap: space(3) });

export const main = css({
  aspectRatio: '1 / 1',
  borderRadius: '8px',
  overflow: 'hidden',
  background: colors.surface,
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
});

export const thumbs = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = css({
  width: '72px',
  height: '72px',
  padding: 0,
  border: `2px solid ${colors.border}`,
  borderRadius: '6px',
  overflow: 'hidden',
  background: colors.surface,
  cursor: 'pointer',
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
  '&[aria-pressed="true"]': { borderColor: colors.brand },
});
