import { isCartNumber } from '../../domain/cart/cart.rules.ts';
import { sharedCartLoad, sharedCartStatus } from '../../domain/shared-cart/shared-cart.rules.ts';
import type {
  SharedCartAction,
  SharedCartRefusal,
  SharedCartStatus,
} from '../../domain/shared-cart/shared-cart.ts';
import type { Result } from '../../domain/shared/result.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';

export interface SharedCartDeps {
  readonly carts: Pick<CartRepository, 'findByNumber'>;
}

/** The shared cart as this visitor sees it; a malformed number is simply no cart. */
export async function statusOfSharedCart(
  deps: SharedCartDeps,
  number: string,
  viewerId: number | null,
): Promise<SharedCartStatus> {
  const stored = isCartNumber(number) ? await deps.carts.findByNumber(number) : null;
  return sharedCartStatus(stored, viewerId);
}

/**
 * Loading a shared cart: CART_LOADED means the caller makes `number` the visitor's session cart;
 * REDIRECT_TO_LOGIN leaves the visitor's cart as it is.
 */
export async function loadSharedCart(
  deps: SharedCartDeps,
  number: string,
  viewerId: number | null,
): Promise<Result<SharedCartAction, SharedCartRefusal>> {
  return sharedCartLoad(await statusOfSharedCart(deps, number, viewerId));
}
