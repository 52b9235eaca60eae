import { money, sumMoney } from '../money/money.rules.ts';
import type { Cart, CartAddressState, CartTotals, LineItem } from './cart.ts';

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

export const lineSubtotal = (line: LineItem) =>
  money(line.qty * line.salePrice.minor, line.salePrice.currency);

/** Totals before adjustments (discounts, shipping, tax arrive with the pricing rules). */
export function cartTotals(cart: Cart): CartTotals {
  const zero = money(0, cart.currency);
  const itemSubtotal = sumMoney(cart.lineItems.map(lineSubtotal), cart.currency);
  return {
    totalQty: cart.lineItems.reduce((qty, line) => qty + line.qty, 0),
    itemSubtotal,
    itemTotal: itemSubtotal,
    totalDiscount: zero,
    totalShippingCost: zero,
    totalTax: zero,
    totalTaxIncluded: zero,
    totalPrice: itemSubtotal,
    totalPaid: zero,
    outstandingBalance: itemSubtotal,
  };
}
