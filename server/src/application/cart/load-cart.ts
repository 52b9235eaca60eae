// Commerce's load-cart and the storefront's shared-cart API, under the ownership rule
// (order-ownership.rules.ts): the requester's own cart becomes the session cart; another visitor's guest
// cart is copied (its lines only) into a new cart, so no two visitors share one cart, its addresses
// and e-mail, and nobody can fix a cart number into someone else's cookie.
import type { Cart } from '../../domain/cart/cart.ts';
import { isCartNumber, newCart } from '../../domain/cart/cart.rules.ts';
import { settleCart } from '../../domain/cart/cart-pricing.rules.ts';
import {
  type CartLoadOutcome,
  cartLoadOutcome,
} from '../../domain/orders/order-ownership.rules.ts';
import {
  type CartCustomer,
  type CurrentCartDeps,
  priceCart,
  requesterOf,
  withCustomer,
} from './current-cart.ts';

export type LoadCartResult =
  /** `number` is now the visitor's session cart: the cart itself, or a copy of its lines. */
  | { readonly kind: 'loaded'; readonly number: string }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'not-found' };

/** What loading `number` would do for this visitor (a malformed number is no cart). */
export async function cartLoadOutcomeFor(
  deps: Pick<CurrentCartDeps, 'carts'>,
  number: string,
  customer: CartCustomer | null,
  rememberedNumber: string | undefined,
): Promise<{ readonly outcome: CartLoadOutcome; readonly cart: Cart | null }> {
  const cart = isCartNumber(number) ? await deps.carts.findByNumber(number) : null;
  return { outcome: cartLoadOutcome(cart, requesterOf(customer, rememberedNumber)), cart };
}

export async function loadCart(
  deps: CurrentCartDeps,
  number: string,
  customer: CartCustomer | null,
  rememberedNumber: string | undefined,
): Promise<LoadCartResult> {
  const { outcome, cart } = await cartLoadOutcomeFor(deps, number, customer, rememberedNumber);
  if (outcome === 'none' || cart === null) return { kind: 'not-found' };
  if (outcome === 'sign-in') return { kind: 'sign-in' };
  if (outcome === 'load') return { kind: 'loaded', number: cart.number };
  return { kind: 'loaded', number: await copyOfLines(deps, cart, customer) };
}

/** A new cart with the shared cart's lines; an empty one is not stored (get-cart keeps its number). */
async function copyOfLines(
  deps: CurrentCartDeps,
  shared: Cart,
  customer: CartCustomer | null,
): Promise<string> {
  const number = deps.random.hex(32);
  if (shared.lineItems.length === 0) return number;
  return deps.carts.updateLocked(number, async (locked) => {
    const lineItems = [];
    for (const line of shared.lineItems) {
      lineItems.push({
        ...line,
        id: await locked.newLineItemId(),
        dateCreated: null,
        dateUpdated: null,
      });
    }
    const cart = withCustomer({ ...newCart(number, shared.currency), lineItems }, customer);
    const priced = await priceCart(deps, cart, customer);
    return (await locked.save(settleCart(cart, priced))).number;
  });
}
