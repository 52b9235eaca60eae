import { css } from '@emotion/react';
import { space } from '../../components/theme';

export const form = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(3),
  '& button': { marginTop: '1.85rem' },
});

export const field = css({ flex: 1, minWidth: 0 });

export const applied = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space(3),
  marginBottom: space(4),
});

export const appliedText = css({ margin: 0 });
