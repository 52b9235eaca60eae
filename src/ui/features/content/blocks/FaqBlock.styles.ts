import { css } from '@emotion/react';
import { colors, space } from '../../../components/theme';

export const list = css({ display: 'grid', gap: space(3), maxWidth: '80ch' });

export const item = css({
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  background: colors.background,
  '&[open] > summary': { borderBottom: `1px solid ${colors.border}` },
});

export const question = css({
  cursor: 'pointer',
  padding: `${space(3)} ${space(4)}`,
  minHeight: '44px',
  fontWeight: 600,
  listStylePosition: 'inside',
});

export const answer = css({ padding: `${space(3)} ${space(4)}` });
