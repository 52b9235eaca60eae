import fc from 'fast-check';
import type { Cart } from '../../src/domain/cart/cart';
import { aLineItem } from './cart.mother';

const money = fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true });
const maybeId = fc.option(fc.nat(), { nil: null });
const maybeText = fc.option(fc.string(), { nil: null });

/** Any cart the back-end could describe, consistent or not: rules must not rely on consistency. */
export const anyCart: fc.Arbitrary<Cart> = fc.record({
  id: maybeId,
  number: fc.stringMatching(/^[0-9a-f]{32}$/),
  email: maybeText,
  currency: fc.constantFrom('USD', 'EUR', 'GBP'),
  billingAddress: fc.constant(null),
  shippingAddress: fc.constant(null),
  billingAddressId: maybeId,
  shippingAddressId: maybeId,
  shippingMethodHandle: maybeText,
  availableShippingMethodOptions: fc.array(
    fc.record({
      handle: fc.string(),
      name: fc.string(),
      price: money,
      enabled: fc.boolean(),
      storeId: maybeId,
    }),
    { maxLength: 3 },
  ),
  paymentSourceId: maybeId,
  gatewayId: maybeId,
  lineItems: fc.array(
    fc.nat({ max: 20 }).map((qty) => aLineItem({ qty })),
    { maxLength: 4 },
  ),
  couponCode: maybeText,
  billingSameAsShipping: fc.boolean(),
  itemSubtotal: money,
  itemTotal: money,
  totalQty: fc.nat({ max: 1000 }),
  totalPrice: money,
  totalPaid: money,
  totalDiscount: money,
  totalTax: money,
  totalShipping: money,
  notices: fc.array(
    fc.record({
      id: maybeId,
      type: fc.string(),
      attribute: fc.string(),
      message: fc.string(),
      orderId: maybeId,
    }),
    { maxLength: 2 },
  ),
  isEmpty: fc.boolean(),
  orderCompletedEmail: maybeText,
});
