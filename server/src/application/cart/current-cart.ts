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
 * completed number starts a new in-memory cart under a fresh number (Craft Commerce's getCart()).
 */
export async function currentCart(
  deps: CurrentCartDeps,
  rememberedNumber: string | undefined,
): Promise<Cart> {
  if (rememberedNumber && isCartNumber(rememberedNumber)) {
    const stored = await deps.carts.findByNumber(rememberedNumber);
    if (stored && canContinueCart(stored)) return stored;
    // An unknown number that is still well formed keeps naming the visitor's (not yet saved) cart.
    if (!stored) return newCart(rememberedNumber, deps.currency);
  }
  return newCart(deps.random.hex(32), deps.currency);
}
