// The uploads directory is served by path, so a path from a URL must never leave it: no parent or
// current-directory segments, no absolute or drive paths, no backslashes (a separator on Windows), no
// NUL or other control characters, and no hidden files.

const MAX_PATH_LENGTH = 500;

export function isSafeImagePath(path: string): boolean {
  if (path === '' || path.length > MAX_PATH_LENGTH) return false;
  if (/[\p{Cc}\\:]/u.test(path)) return false;
  const segments = path.split('/');
  return segments.every((segment) => segment !== '' && !segment.startsWith('.'));
}

const RASTER_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff']);

export type OriginalKind = 'raster' | 'svg';

/** Only image files are served; anything else in the uploads directory is not found. */
export function originalKindOf(path: string): OriginalKind | null {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'svg') return 'svg';
  return path.includes('.') && RASTER_EXTENSIONS.has(extension) ? 'raster' : null;
}
