import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space(8),
  [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space(12) },
});

export const info = css({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const breadcrumb = css({
  margin: 0,
  fontSize: '0.875rem',
  color: colors.muted,
  '& a': { color: colors.brand },
});

export const title = css({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  [desktop]: { fontSize: '2.25rem' },
});

export const sku = css({ margin: 0, color: colors.muted, fontSize: '0.875rem' });

export const description = css({
  marginTop: space(10),
  maxWidth: '72ch',
  lineHeight: 1.6,
  '& h2, & h3': { marginTop: space(6) },
});

const pulse = css({ borderRadius: '6px', background: colors.surface });

export const skeletonImage = css(pulse, { aspectRatio: '1 / 1' });

export const skeletonLine = (width: string, height = '1.25rem') => css(pulse, { width, height });
