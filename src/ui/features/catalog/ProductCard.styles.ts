import { css } from '@emotion/react';
import { colors, space } from '../../components/theme';

export const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(5),
  border: `1px solid ${colors.border}`,
  borderRadius: '8px',
  background: colors.background,
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  '&:hover': { borderColor: colors.brand, boxShadow: '0 4px 14px rgba(0, 0, 0, 0.08)' },
});

export const title = css({ fontSize: '1.125rem' });

/** The whole card is clickable through the title link's stretched hit area. */
export const link = css({
  color: colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '8px' },
  '&:hover': { color: colors.brand },
});

export const price = css({ margin: 0, fontWeight: 700, color: colors.brand, fontSize: '1.125rem' });

export const meta = css({ margin: 0, color: colors.muted, fontSize: '0.875rem' });
