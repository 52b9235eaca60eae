import { LOGOUT_PATH, MY_ACCOUNT_PATH } from './paths';
import { RETURN_PATH_PARAM, safeReturnPath } from './route-guard.rules';

const isLogoutPath = (path: string): boolean =>
  path.replace(/[?#][\s\S]*$/, '').replace(/\/+$/, '') === LOGOUT_PATH;

/**
 * Where a signed-in visitor goes from a guests-only page (login, register, password reset): back
 * to the page that sent them to sign in when the query names one on this site, else the account.
 * Never to the sign-out page: signing in must not sign the visitor straight out again.
 */
export const afterSignInPath = (search: string): string => {
  const requested = new URLSearchParams(search).get(RETURN_PATH_PARAM);
  if (requested === null || requested.trim() === '') return MY_ACCOUNT_PATH;
  const target = safeReturnPath(requested);
  return isLogoutPath(target) ? MY_ACCOUNT_PATH : target;
};
