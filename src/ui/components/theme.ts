import { MOBILE_BREAKPOINT_PX } from '../../domain/layout/image.rules';

/** Colours chosen for at least 4.5:1 contrast on their usual backgrounds. */
export const colors = {
  text: '#1b1d1c',
  muted: '#4f5653',
  background: '#ffffff',
  surface: '#f6f3ee',
  border: '#d9d4cb',
  brand: '#1f4d3a',
  brandHover: '#163a2b',
  onBrand: '#ffffff',
  accent: '#f4efe6',
  danger: '#a4161a',
  dangerSurface: '#fdecec',
  focus: '#1a5fb4',
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
} as const;

export const HEADER_HEIGHT = 90;
export const CONTENT_WIDTH = 1200;

/** Mobile first: styles are for small screens, this query adds the desktop layout. */
export const desktop = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export const space = (steps: number): string => `${steps * 0.25}rem`;
