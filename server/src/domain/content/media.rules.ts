/**
 * The public address of an uploaded file: `/img/<path>` (served resized), each segment URL-encoded so a
 * file name with spaces or `#` still loads. Relative to the shop, so it works behind any host name.
 */
export const mediaUrl = (path: string): string =>
  `/img/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
