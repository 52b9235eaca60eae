import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const layout = css({
  display: 'grid',
  gap: space(8),
  [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' },
});

export const itemsHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
  borderBottom: `2px solid ${colors.text}`,
  paddingBottom: space(3),
});

export const sectionHeading = css({ fontSize: '1.25rem', margin: 0 });

export const lines = css({ listStyle: 'none', margin: 0, padding: 0 });

export const summary = css({
  display: 'grid',
  gap: space(4),
  padding: space(5),
  borderRadius: '8px',
  background: colors.surface,
});

export const checkout = css({ display: 'grid', marginTop: space(2) });

export const empty = css({ display: 'grid', justifyItems: 'start', gap: space(2) });

export const notice = css({
  padding: space(3),
  borderRadius: '6px',
  background: colors.accent,
  margin: `0 0 ${space(4)}`,
});

export const notices = css({
  margin: `${space(4)} 0 0`,
  padding: space(3),
  paddingLeft: space(8),
  borderRadius: '6px',
  background: colors.accent,
});
