import type { SharedCartStatus } from '../../domain/cart/shared-cart';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import { SHARED_CART_ENDPOINTS } from '../http/cart/craft-cart.endpoints';
import { craftErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

/**
 * Carts shared by link: a guest's cart is open to anyone with its number; a customer's cart only
 * to that customer, so a guest is asked to sign in first (as server/'s ownership rule has it).
 */
export class InMemorySharedCartGateway implements SharedCartGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async getStatus(number: string): Promise<Result<SharedCartStatus, GatewayError>> {
    const down = this.#shop.guard(SHARED_CART_ENDPOINTS.status, 'POST');
    return down ? err(down) : ok(this.#status(number));
  }

  async load(number: string): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(SHARED_CART_ENDPOINTS.load, 'POST');
    if (down) return err(down);
    const status = this.#status(number);
    if (!status.exists) {
      return err(
        refused(SHARED_CART_ENDPOINTS.load, 'POST', 404, craftErrorBody(404, 'Cart not found')),
      );
    }
    // A guest asking for a customer's cart is told to sign in (a success answer); nothing loads.
    if (status.canAccess) this.#shop.sessionCartNumber = number;
    return ok(undefined);
  }

  /** Another customer's cart does not exist for this visitor; a customer's asks a guest to sign in. */
  #status(number: string): SharedCartStatus {
    const entry = this.#shop.carts.get(number);
    const signedIn = this.#shop.signedInUserId;
    const owner = entry?.ownerId ?? null;
    const visible =
      entry !== undefined && (owner === null || signedIn === null || owner === signedIn);
    return {
      exists: visible,
      isAuthenticated: signedIn !== null,
      canAccess: visible && (owner === null || owner === signedIn),
      requiresLogin: visible && owner !== null && signedIn === null,
      ownsCart: visible && owner !== null && owner === signedIn,
    };
  }
}
