import { breakpointSrcset, IMAGE_BREAKPOINTS, IMAGE_DENSITIES, imageUrl } from './image.rules';

/** What an <img> needs to let the browser pick the right file. */
export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet: string | null;
  readonly sizes: string | null;
}

export interface ResponsiveImageRequest {
  /** `/img/<path>` from the content API, a bare upload path, or any other URL (used as it is). */
  readonly src: string;
  /** The CSS width the image is shown at, when fixed. */
  readonly width?: number;
  /** A `sizes` attribute, for images whose width follows the layout. */
  readonly sizes?: string;
}

const IMAGE_PREFIX = '/img/';

/** Widths the server resizes to (every breakpoint at every density), smallest first. */
export const SERVED_WIDTHS: readonly number[] = [
  ...new Set(
    Object.values(IMAGE_BREAKPOINTS).flatMap((width) =>
      IMAGE_DENSITIES.map((density) => width * density),
    ),
  ),
].sort((a, b) => a - b);

const LARGEST_WIDTH = SERVED_WIDTHS[SERVED_WIDTHS.length - 1] ?? 0;

/** The smallest served width not below the wanted one, so an image is never blurrier than asked. */
export const servedWidth = (wanted: number): number =>
  SERVED_WIDTHS.find((width) => width >= wanted) ?? LARGEST_WIDTH;

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The upload path behind an image source, or null when the server cannot resize it: other
 * hosts, data URLs, protocol-relative URLs and SVGs (drawn at any size as they are).
 */
export const uploadPathOf = (src: string): string | null => {
  const withoutQuery = src.split(/[?#]/, 1)[0] ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutQuery) || withoutQuery.startsWith('//')) return null;
  if (/\.svg$/i.test(withoutQuery)) return null;
  const path = withoutQuery.startsWith(IMAGE_PREFIX)
    ? withoutQuery.slice(IMAGE_PREFIX.length)
    : withoutQuery.startsWith('/')
      ? null
      : withoutQuery;
  if (path === null) return null;
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return segments.length === 0 ? null : segments.join('/');
};

/**
 * Sources for one image. A fixed width gets one candidate per density ("1x, 2x") at widths the
 * server serves; a layout-driven image gets every breakpoint width with `sizes` (full width when
 * none is given). Sources the server cannot resize are used as they are.
 */
export const responsiveImage = (request: ResponsiveImageRequest): ResponsiveImage => {
  const path = uploadPathOf(request.src);
  if (path === null) return { src: request.src, srcSet: null, sizes: null };
  const { width, sizes } = request;
  if (sizes === undefined && width !== undefined && width > 0) {
    const srcSet = IMAGE_DENSITIES.map(
      (density) => `${imageUrl(path, servedWidth(width * density))} ${density}x`,
    ).join(', ');
    return { src: imageUrl(path, servedWidth(width)), srcSet, sizes: null };
  }
  return {
    src: imageUrl(path, IMAGE_BREAKPOINTS.lg),
    srcSet: breakpointSrcset(path),
    sizes: sizes ?? '100vw',
  };
};
