import { canContinueCart } from '../../domain/cart/cart.rules.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';

/** Commerce's load-cart: any incomplete order can become the visitor's cart (no ownership check). */
export async function loadableCartNumber(
  carts: CartRepository,
  number: string,
): Promise<string | null> {
  const stored = await carts.findByNumber(number);
  return canContinueCart(stored) ? stored.number : null;
}
