// Commerce's Carts::restorePreviousCartForCurrentUser, run after every sign-in: a session cart with
// items becomes the customer's; otherwise their own latest open cart becomes the session cart.
import { canContinueCart, isCartNumber } from '../../domain/cart/cart.rules.ts';
import type { CartRepository } from '../../ports/cart/cart-repository.ts';

/** The cart number the visitor's cookie should now hold; null leaves the cookie as it is. */
export async function restoreCartOnLogin(
  carts: Pick<CartRepository, 'findByNumber' | 'latestOpenCartOf' | 'assignToCustomer'>,
  rememberedNumber: string | undefined,
  customerId: number,
): Promise<string | null> {
  const session =
    rememberedNumber && isCartNumber(rememberedNumber)
      ? await carts.findByNumber(rememberedNumber)
      : null;
  // Another customer's cart left in this browser's cookie (their session ended) is not taken over.
  if (
    canContinueCart(session) &&
    session.lineItems.length > 0 &&
    (session.customerId ?? customerId) === customerId
  ) {
    if (session.customerId !== customerId) {
      await carts.assignToCustomer(session.number, customerId);
    }
    return session.number;
  }
  return carts.latestOpenCartOf(customerId);
}
