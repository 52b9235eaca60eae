import type { Cart } from '../../domain/cart/cart.ts';
import { canContinueCart, isCartNumber, newCart } from '../../domain/cart/cart.rules.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { RandomSource } from '../../ports/random-source.ts';

export interface CurrentCartDeps {
  readonly carts: CartRepository;
  readonly random: RandomSource;
  readonly currency: string;
}

/**
 * The visitor's cart, from the number their cart cookie remembers. A missing, malformed, unknown or
 * completed number starts a new in-memory cart under a fresh number (Craft Commerce's getCart()): an
 * empty cart that was never saved has nothing worth keeping a number for.
 */
export async function currentCart(
  deps: CurrentCartDeps,
  rememberedNumber: string | undefined,
): Promise<Cart> {
  if (rememberedNumber && isCartNumber(rememberedNumber)) {
    const stored = await deps.carts.findByNumber(rememberedNumber);
    if (canContinueCart(stored)) return stored;
  }
  return newCart(deps.random.hex(32), deps.currency);
}
