// COMMERCE_BACKEND and the settings that go with Vendure: checked together, since several are valid
// alone but not side by side.
import { err, ok, type Result } from './domain/shared/result.ts';

/**
 * Vendure's Shop API is forwarded at /shop-api; content stays this server's. `sessionCookie` is
 * Vendure's `cookieOptions.name.shop`: the one cookie (and its `.sig`) relayed between the two.
 */
export type CommerceSetting =
  | { readonly kind: 'craft' }
  | { readonly kind: 'vendure'; readonly shopApiUrl: URL; readonly sessionCookie: string };

/** Vendure's shop session cookie unless VENDURE_SESSION_COOKIE names another (the test peer's). */
export const DEFAULT_VENDURE_SESSION_COOKIE = 'vendure-shop-session';

export interface CommerceVariables {
  readonly COMMERCE_BACKEND: 'craft' | 'vendure';
  readonly VENDURE_SHOP_API_URL?: string | undefined;
  readonly VENDURE_SESSION_COOKIE: string;
  readonly RENDER_API_URL?: string | undefined;
}

/** Why the address cannot be Vendure's Shop API, if it cannot. */
function shopApiUrlProblem(shopApiUrl: URL): string | undefined {
  if (shopApiUrl.search !== '' || shopApiUrl.hash !== '')
    return 'VENDURE_SHOP_API_URL takes no query or fragment';
  // fetch refuses an address with credentials (every request would fail), and logs would show them.
  if (shopApiUrl.username !== '' || shopApiUrl.password !== '')
    return 'VENDURE_SHOP_API_URL takes no user name or password';
  return undefined;
}

/** The commerce back-end the variables name, or why they name none. */
export function commerceSettingOf(e: CommerceVariables): Result<CommerceSetting, string> {
  if (e.COMMERCE_BACKEND === 'craft') return ok({ kind: 'craft' });
  if (!e.VENDURE_SHOP_API_URL)
    return err('VENDURE_SHOP_API_URL is required when COMMERCE_BACKEND=vendure');
  if (e.RENDER_API_URL)
    return err(
      'RENDER_API_URL cannot be used with COMMERCE_BACKEND=vendure: the render would read ' +
        "/shop-api from that other host instead of this server's forward to Vendure",
    );
  const shopApiUrl = new URL(e.VENDURE_SHOP_API_URL);
  const problem = shopApiUrlProblem(shopApiUrl);
  if (problem !== undefined) return err(problem);
  return ok({ kind: 'vendure', shopApiUrl, sessionCookie: e.VENDURE_SESSION_COOKIE });
}
