import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const heading = css({
  fontSize: '1.75rem',
  margin: `0 0 ${space(6)}`,
  [desktop]: { fontSize: '2rem' },
});

export const panel = css({
  padding: space(4),
  marginBottom: space(6),
  border: `1px solid ${colors.border}`,
  borderRadius: '10px',
  [desktop]: { padding: space(6) },
});

export const panelHeading = css({ fontSize: '1.25rem', margin: `0 0 ${space(4)}` });

export const twoColumns = css({
  display: 'grid',
  gap: `0 ${space(4)}`,
  [desktop]: { gridTemplateColumns: '1fr 1fr' },
});

export const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(3),
  alignItems: 'center',
});

export const muted = css({ color: colors.muted, margin: `0 0 ${space(4)}` });

export const statusText = css({ color: colors.muted, margin: `${space(4)} 0` });

export const dataList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space(1)} ${space(4)}`,
  margin: 0,
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0 },
});
