import type { HttpMethod } from '../../domain/http/backend-error';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop, ShopCustomer } from './in-memory-shop';

const STAFF_ONLY = 'Only shop staff can do this.';

/** The staff member signed in on the fake shop, or the back-end's 401 (nobody) or 403 (a customer). */
export function fakeStaff(
  shop: InMemoryShop,
  endpoint: string,
  method: HttpMethod,
): Result<ShopCustomer, GatewayError> {
  const down = shop.guard(endpoint, method === 'GET' ? 'GET' : 'POST');
  if (down) return err(down);
  const user = shop.signedIn();
  if (user === undefined)
    return err(refused(endpoint, method, 401, craftErrorBody(401, NOT_AUTHENTICATED)));
  return user.user.admin
    ? ok(user)
    : err(refused(endpoint, method, 403, craftErrorBody(403, STAFF_ONLY)));
}
