import type { RedirectRule } from '../../../domain/routing/route-rules';

/**
 * The site's redirects: old or short addresses people still type or follow. A target on another
 * origin leaves the site with a full page load.
 */
export const ROUTE_RULES: readonly RedirectRule[] = [
  { from: '/account', to: '/my-account', status: 301 },
  { from: '/sign-in', to: '/login', status: 301 },
  { from: '/shop', to: '/products', status: 301 },
];
