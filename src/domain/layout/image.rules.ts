export const IMAGE_DENSITIES: readonly number[] = [1, 2];

export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

/** Below the md breakpoint the layout is the mobile one (the theme's `desktop` query starts here). */
export const MOBILE_BREAKPOINT_PX = IMAGE_BREAKPOINTS.md;

/**
 * `/img/<path>?w=<width>`: the server resizes and always answers webp, so the format needs no
 * parameter. Each path segment is percent-encoded; leading slashes are dropped.
 */
export const imageUrl = (path: string, width: number): string => {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  return `/img/${segments.join('/')}?w=${Math.round(width)}`;
};

/**
 * For a responsive image: every breakpoint width at every density, smallest first and without
 * repeats, as width descriptors ("... 320w, ... 640w").
 */
export const breakpointSrcset = (
  path: string,
  densities: readonly number[] = IMAGE_DENSITIES,
): string => {
  const widths = new Set(
    Object.values(IMAGE_BREAKPOINTS).flatMap((width) =>
      densities.map((density) => Math.round(width * density)),
    ),
  );
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(path, width)} ${width}w`)
    .join(', ');
};

/** Icon sizes in px, largest first; the featured image block height in px. */
export const ICON_SIZES_PX = [36, 32, 26] as const;
export const FEATURED_IMAGE_BLOCK_HEIGHT_PX = 524;
