import type { RedirectRule } from '../../../domain/routing/route-rules';

/**
 * The site's redirects: old or short addresses people still type or follow. A target on another
 * origin leaves the site with a full page load. The server answers the same list (its
 * server/src/domain/seo/redirect.rules.ts, checked equal by tests/architecture/same-redirects.test.ts)
 * so a first page load or a crawler gets the move too.
 */
export const ROUTE_RULES: readonly RedirectRule[] = [
  { from: '/account', to: '/my-account', status: 301 },
  { from: '/sign-in', to: '/login', status: 301 },
  { from: '/shop', to: '/products', status: 301 },
];
