// The one rule for every call that reaches a cart or an order by its `number` (update-cart, complete,
// payments/pay, load-cart, the shared-cart API, the invoice PDF). A number is an address, not a key:
// - an order of a registered customer is that customer's, signed in, and nobody else's;
// - a guest's cart or order belongs to the visitor whose (signed) cart cookie holds its number;
// - a guest's order can also be proved by its e-mail, where a call takes one as proof (Craft's
//   `number` + `email` of payments/pay, and the invoice).
// Loading a guest's cart by number never hands over the cart itself: the loader gets a copy of its
// lines (see cartLoadOutcome), so no two visitors ever share one guest cart and its addresses.

/** Who is asking. */
export interface Requester {
  /** The signed-in customer's user id; null for a guest. */
  readonly customerId: number | null;
  /** The cart number the visitor's signed cart cookie holds; null when none. */
  readonly sessionCartNumber: string | null;
  /** An e-mail the call took as proof (payments/pay's `email`, the invoice's `email`). */
  readonly email?: string | null;
}

/** What the rule needs to know of a cart or an order. */
export interface OwnedOrder {
  readonly number: string;
  readonly customerId: number | null;
  readonly email: string | null;
}

const sameEmail = (given: string | null | undefined, stored: string | null) =>
  given !== null &&
  given !== undefined &&
  stored !== null &&
  given.trim().toLowerCase() === stored.trim().toLowerCase();

/** Whether the requester holds the cart or order in their session, or owns it as its customer. */
export const holdsOrder = (order: OwnedOrder, requester: Requester): boolean =>
  order.customerId !== null
    ? order.customerId === requester.customerId
    : order.number === requester.sessionCartNumber;

/** holdsOrder, or a guest's order proved with its e-mail. */
export const mayUseOrder = (order: OwnedOrder, requester: Requester): boolean =>
  holdsOrder(order, requester) ||
  (order.customerId === null && sameEmail(requester.email, order.email));

/**
 * load-cart (and the shared-cart API) by number:
 * - `load`: the requester's own cart: it becomes the session cart;
 * - `copy`: another visitor's guest cart: a new cart with the same lines becomes the session cart;
 * - `sign-in`: a customer's cart and a guest: only signing in as that customer may load it;
 * - `none`: no open cart to load (unknown, completed, or another customer's): answered as unknown.
 */
export type CartLoadOutcome = 'load' | 'copy' | 'sign-in' | 'none';

export function cartLoadOutcome(
  cart: (OwnedOrder & { readonly isCompleted: boolean }) | null,
  requester: Requester,
): CartLoadOutcome {
  if (!cart || cart.isCompleted) return 'none';
  if (holdsOrder(cart, requester)) return 'load';
  if (cart.customerId === null) return 'copy';
  return requester.customerId === null ? 'sign-in' : 'none';
}
