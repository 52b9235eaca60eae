import type { SharedCartStatus } from '../../domain/cart/shared-cart';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import { SHARED_CART_ENDPOINTS } from '../http/craft-cart.endpoints';
import { craftErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

/**
 * Carts shared by link: a guest's cart is open to anyone with its number; a customer's cart only
 * to that customer, so a guest is asked to sign in first.
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
    if (!status.canAccess) {
      const message = 'You do not have access to this cart.';
      return err(refused(SHARED_CART_ENDPOINTS.load, 'POST', 403, craftErrorBody(403, message)));
    }
    this.#shop.sessionCartNumber = number;
    return ok(undefined);
  }

  #status(number: string): SharedCartStatus {
    const entry = this.#shop.carts.get(number);
    const signedIn = this.#shop.signedInUserId;
    const owned = entry !== undefined && entry.ownerId !== null;
    return {
      exists: entry !== undefined,
      isAuthenticated: signedIn !== null,
      canAccess: entry !== undefined && (!owned || entry.ownerId === signedIn),
      requiresLogin: owned && signedIn === null,
      ownsCart: owned && entry.ownerId === signedIn,
    };
  }
}
