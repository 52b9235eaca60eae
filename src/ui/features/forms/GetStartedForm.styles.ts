import { css } from '@emotion/react';
import { space } from '../../components/theme';

export const form = css({ display: 'grid', gap: space(4) });

export const frame = css({ display: 'block', width: '100%', height: '520px', border: 0 });
