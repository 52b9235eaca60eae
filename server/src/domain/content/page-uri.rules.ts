// A content page answers the storefront's catch-all route, so its uri must not start with a path the
// storefront or the back-end routes itself: such a page could never be reached.
const RESERVED_FIRST_SEGMENTS = new Set([
  '404',
  'actions',
  'activate-account',
  'api',
  'blog',
  'cart',
  'case-studies',
  'checkout',
  'forgot-password',
  'img',
  'login',
  'my-account',
  'order-status',
  'product',
  'products',
  'register',
  'reset-password',
  'search',
  'verify-email',
]);

/** '' is the home page; otherwise lowercase slug segments separated by '/', without a leading slash. */
export const isValidPageUri = (uri: string): boolean =>
  uri === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(uri);

export const isReservedPageUri = (uri: string): boolean =>
  RESERVED_FIRST_SEGMENTS.has(uri.split('/')[0] ?? '');
