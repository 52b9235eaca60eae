import type { Cart, LineItem } from '../../src/domain/cart/cart';
import { emptyCart } from '../../src/domain/cart/cart.rules';

/** 32 lower-case hex characters, like Craft's cart numbers. */
export const CART_NUMBER = '0123456789abcdef0123456789abcdef';

export const aLineItem = (overrides: Partial<LineItem> = {}): LineItem => ({
  id: 1,
  purchasableId: 11,
  qty: 1,
  note: '',
  options: {},
  price: 25,
  salePrice: 25,
  subtotal: 25,
  total: 25,
  description: 'Oak Dining Chair',
  sku: 'oak-dining-chair',
  adjustments: [],
  snapshot: null,
  ...overrides,
});

export const anEmptyCart = (overrides: Partial<Cart> = {}): Cart => ({
  ...emptyCart(),
  number: CART_NUMBER,
  ...overrides,
});

/** A saved cart holding `qty` units of one line. */
export const aCartWith = (qty: number, overrides: Partial<Cart> = {}): Cart => {
  const line = aLineItem({ qty, subtotal: 25 * qty, total: 25 * qty });
  return anEmptyCart({
    id: 42,
    lineItems: [line],
    totalQty: qty,
    itemSubtotal: line.subtotal,
    itemTotal: line.total,
    totalPrice: line.total,
    isEmpty: qty === 0,
    ...overrides,
  });
};
