// The site's redirects: old or short addresses people still type or follow. The storefront follows
// the same list in the browser (src/ui/app/routing/route-rules.ts); the server answers them too, so
// a crawler or a first page load gets the move and its status instead of a 404.
// tests/architecture/same-redirects.test.ts checks that the two lists are equal.

/** A path that redirects somewhere else, on this site or off it. */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  /** 301 for a move for good, 302 otherwise */
  readonly status: 301 | 302;
}

export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/account', to: '/my-account', status: 301 },
  { from: '/sign-in', to: '/login', status: 301 },
  { from: '/shop', to: '/products', status: 301 },
];

/** The path without trailing slashes ("/" stays "/"), compared case-sensitively like the router. */
const normalise = (path: string): string => path.replace(/(.)\/+$/, '$1');

/** The redirect whose `from` is the path (query aside), or null. */
export const redirectFor = (
  pathname: string,
  rules: readonly RedirectRule[] = REDIRECTS,
): RedirectRule | null =>
  rules.find((rule) => normalise(rule.from) === normalise(pathname)) ?? null;
