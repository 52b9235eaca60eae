// Commerce's cart/complete (CartController::actionComplete): checkout without payment, when the store
// allows it. The empty-cart check uses the intended logic (Commerce 5.2.1 has it inverted).
import type { Cart } from '../../domain/cart/cart.ts';
import { isOpenCartOf, newCart } from '../../domain/cart/cart.rules.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import { lineItemErrorsByAttribute } from '../../domain/pricing/pricing.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import {
  type CartCustomer,
  type CartView,
  priceCart,
  requesterOf,
  sessionCart,
  withCustomer,
} from '../cart/current-cart.ts';
import { rollBackOnReject } from '../shared/reject-and-roll-back.ts';
import {
  type CheckoutDeps,
  completeLocked,
  shortageNotices,
  stockRequestsOf,
} from './complete-order.ts';

export type CompleteCartError =
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'cart-not-found' }
  | {
      readonly kind: 'invalid';
      readonly view: CartView;
      readonly errors: Readonly<Record<string, readonly string[]>>;
    };

export async function completeCart(
  deps: CheckoutDeps,
  number: string | undefined,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
  /** cart/complete's own `registerUserOnOrderComplete` param; undefined keeps the cart's. */
  registerUserOnOrderComplete?: boolean,
): Promise<Result<{ view: CartView; reference: string }, CompleteCartError>> {
  if (!deps.allowCheckoutWithoutPayment) return err({ kind: 'not-allowed' });
  let target: string;
  // A cart addressed by `number` must be the requester's (order-ownership.rules.ts).
  const requester = requesterOf(customer, rememberedNumber);
  const isTheirs = (cart: Cart | null): cart is Cart => isOpenCartOf(cart, requester);
  if (number !== undefined) {
    const found = await deps.carts.findByNumber(number);
    if (!isTheirs(found)) return err({ kind: 'cart-not-found' });
    target = found.number;
  } else {
    target = (await sessionCart(deps, rememberedNumber, customer)).number;
  }
  return rollBackOnReject((reject) =>
    deps.checkout.checkoutLocked(target, async (locked) => {
      const stored = isTheirs(locked.stored) ? locked.stored : null;
      if (number !== undefined && stored === null) throw reject({ kind: 'cart-not-found' });
      const base: Cart = withCustomer(stored ?? newCart(target, deps.currency), customer);
      const cart: Cart =
        registerUserOnOrderComplete === undefined ? base : { ...base, registerUserOnOrderComplete };
      const priced = await priceCart(deps, cart, customer);
      const errors: Record<string, string[]> = {};
      if (!cart.email) errors.email = ['No customer email address exists on this cart.'];
      if (cart.lineItems.length === 0) errors.lineItems = ['Order can not be empty.'];
      Object.assign(errors, lineItemErrorsByAttribute(priced.errors));
      const view = { cart: settleCart(cart, priced), priced };
      if (Object.keys(errors).length) throw reject({ kind: 'invalid', view, errors });
      const saved = await locked.save(settleCart(cart, priced));
      const shortages = await locked.takeStock(stockRequestsOf(saved));
      if (shortages.length) {
        const notices = shortageNotices(saved.lineItems, shortages);
        throw reject({
          kind: 'invalid',
          view,
          errors: Object.fromEntries(notices.map((n) => [n.attribute, [n.message]])),
        });
      }
      const paid = priced.totals.totalPrice.minor === 0;
      const done = await completeLocked(deps, locked, saved, priced, paid ? 'paid' : 'unpaid');
      return ok({ view: { cart: done.cart, priced }, reference: done.reference });
    }),
  );
}
