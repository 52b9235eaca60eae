import { hasControlCharacter } from '../shared/guards';
import { err, ok, type Result } from '../shared/result';
import { LOGIN_PATH, MY_ACCOUNT_PATH } from './paths';
import type { GuardDecision, RouteGuard } from './routing';
import type { RoutingError } from './routing.errors';

export const ROUTE_GUARDS: readonly RouteGuard[] = ['customers-only', 'guests-only'];
/** The query parameter that carries where to go back to after signing in. */
export const RETURN_PATH_PARAM = 'redirect';

/** A route's guard name must be one of the two; any other name is an error naming it. */
export const parseRouteGuard = (name: string): Result<RouteGuard, RoutingError> => {
  const guard = ROUTE_GUARDS.find((known) => known === name);
  return guard === undefined ? err({ kind: 'unknown-guard', guard: name }) : ok(guard);
};

const GUEST_ONLY_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
];

/** The path without query, fragment or trailing slashes ("/" stays "/"). */
const pathnameOf = (path: string): string =>
  path.replace(/[?#][\s\S]*$/, '').replace(/(.)\/+$/, '$1');

/** The guard the route table gives a path (sections 2 and 6), or null for an open route. */
export const guardForPath = (path: string): RouteGuard | null => {
  const pathname = pathnameOf(path);
  if (pathname === MY_ACCOUNT_PATH || pathname.startsWith(`${MY_ACCOUNT_PATH}/`))
    return 'customers-only';
  return GUEST_ONLY_PATHS.includes(pathname) ? 'guests-only' : null;
};

/**
 * Only a path on this site may be returned to: one leading slash, not "//" or "/\" (which
 * browsers read as another host), no scheme. Anything else returns home.
 */
export const safeReturnPath = (raw: string | null | undefined): string => {
  const path = (raw ?? '').trim();
  return /^\/(?![/\\])/.test(path) && !hasControlCharacter(path) ? path : '/';
};

export const loginPathWithReturn = (returnPath: string): string =>
  `${LOGIN_PATH}?${RETURN_PATH_PARAM}=${encodeURIComponent(safeReturnPath(returnPath))}`;

/**
 * What a guard does on a violation, which the spec leaves open: a guest on a customers-only page
 * is sent to /login with the page to come back to; a signed-in customer on a guests-only page
 * (login, register, password reset) goes to /my-account, since that is what those pages lead to.
 */
export const runRouteGuard = (
  guard: RouteGuard,
  signedIn: boolean,
  requestedPath: string,
): GuardDecision => {
  if (guard === 'customers-only' && !signedIn) {
    return { kind: 'redirect', to: loginPathWithReturn(requestedPath) };
  }
  if (guard === 'guests-only' && signedIn) return { kind: 'redirect', to: MY_ACCOUNT_PATH };
  return { kind: 'allow' };
};
