import { holdsOrder, type Requester } from '../orders/order-ownership.rules.ts';
import type { Cart, CartAddressState } from './cart.ts';

/** Craft's cart numbers: 32 lowercase hex characters. */
export const isCartNumber = (value: string): boolean => /^[0-9a-f]{32}$/.test(value);

export const NO_ADDRESSES: CartAddressState = {
  shippingAddress: null,
  billingAddress: null,
  sourceShippingAddressId: null,
  sourceBillingAddressId: null,
  shippingSameAsBilling: false,
  billingSameAsShipping: false,
  makePrimaryShippingAddress: false,
  makePrimaryBillingAddress: false,
  saveShippingAddressOnOrderComplete: false,
  saveBillingAddressOnOrderComplete: false,
};

/** A cart that exists only in memory until something saves it (Craft: `id: null`). */
export const newCart = (number: string, currency: string): Cart => ({
  id: null,
  number,
  email: null,
  customerId: null,
  currency,
  isCompleted: false,
  couponCode: null,
  shippingMethodHandle: null,
  gatewayId: null,
  paymentSourceId: null,
  customerNote: null,
  registerUserOnOrderComplete: false,
  ...NO_ADDRESSES,
  notices: [],
  lineItems: [],
  dateCreated: null,
  dateUpdated: null,
  dateOrdered: null,
});

/**
 * Craft's getCart(): the number remembered in the visitor's cookie keeps naming their cart while that
 * order exists and is not completed; otherwise the visitor starts a new cart with a new number.
 */
export const canContinueCart = <T extends Pick<Cart, 'isCompleted'>>(
  stored: T | null,
): stored is T => stored !== null && !stored.isCompleted;

/** The visitor's session cart: the stored one, or a new one under the given number (null: a fresh one). */
export type SessionCartChoice =
  | { readonly kind: 'continue'; readonly cart: Cart }
  | { readonly kind: 'new'; readonly number: string | null };

/**
 * Craft's getCart() under the ownership rule (order-ownership.rules.ts). The number the visitor's
 * signed cookie remembers keeps naming their cart while that order is open and theirs. A number no
 * order has yet stays the visitor's: Craft keeps one number per visitor from the first get-cart on,
 * and the cart is stored only on its first change. A completed order, or a customer's cart the visitor
 * is not signed in as (an expired session's), starts a new cart under a new number.
 */
export function sessionCartChoice(
  rememberedNumber: string | undefined,
  stored: Cart | null,
  customerId: number | null,
): SessionCartChoice {
  if (!rememberedNumber || !isCartNumber(rememberedNumber)) return { kind: 'new', number: null };
  if (stored === null) return { kind: 'new', number: rememberedNumber };
  return isOpenCartOf(stored, { customerId, sessionCartNumber: rememberedNumber })
    ? { kind: 'continue', cart: stored }
    : { kind: 'new', number: null };
}

/** An open cart the requester may use by its number (order-ownership.rules.ts). */
export const isOpenCartOf = (cart: Cart | null, requester: Requester): cart is Cart =>
  canContinueCart(cart) && holdsOrder(cart, requester);
