import type { Cart } from './cart';

export const DEFAULT_CURRENCY = 'USD';

export const isCartEmpty = (totalQty: number): boolean => totalQty === 0;

/** What the cart widget shows: the number of units, not the number of lines. */
export const totalItems = (cart: Pick<Cart, 'totalQty'>): number => cart.totalQty;

/**
 * Cart reset clears every field and makes the cart empty. The number is cleared too: a reset cart
 * no longer points at any back-end cart until the next load.
 */
export const emptyCart = (currency: string = DEFAULT_CURRENCY): Cart => ({
  id: null,
  number: '',
  email: null,
  currency,
  billingAddress: null,
  shippingAddress: null,
  billingAddressId: null,
  shippingAddressId: null,
  shippingMethodHandle: null,
  availableShippingMethodOptions: [],
  paymentSourceId: null,
  gatewayId: null,
  lineItems: [],
  couponCode: null,
  billingSameAsShipping: false,
  itemSubtotal: 0,
  itemTotal: 0,
  totalQty: 0,
  totalPrice: 0,
  totalPaid: 0,
  totalDiscount: 0,
  totalTax: 0,
  totalShipping: 0,
  notices: [],
  isEmpty: isCartEmpty(0),
  orderCompletedEmail: null,
});
