import { css } from '@emotion/react';
import { colors, desktop, space } from '../../components/theme';

export const line = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space(4),
  padding: `${space(5)} 0`,
  borderBottom: `1px solid ${colors.border}`,
  [desktop]: { gridTemplateColumns: '1fr auto auto' },
});

export const info = css({ gridColumn: '1 / -1', [desktop]: { gridColumn: 'auto' } });

export const name = css({ fontSize: '1.125rem', margin: `0 0 ${space(1)}` });

export const meta = css({ margin: 0, color: colors.muted, fontSize: '0.875rem' });

export const price = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  fontSize: '1.125rem',
});

export const note = css({ gridColumn: '1 / -1' });

export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: space(3) });
