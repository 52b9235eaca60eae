// Domain cart + its recalculation → Craft Commerce's cart JSON (`Order::toArray` with the cart's
// expanded fields: availableShippingMethodOptions, lineItems.snapshot, notices, addresses).
import type { CartView } from '../../../application/cart/current-cart.ts';
import type { Cart } from '../../../domain/cart/cart.ts';
import { serializeCartTotals } from './craft-cart-totals.serializer.ts';
import { craftOrderDate } from '../craft/craft-date.ts';
import { serializeAdjustment, serializeLineItem } from './craft-line-item.serializer.ts';
import { serializeOrderAddress } from './craft-order-address.serializer.ts';
import { serializeShippingOptions } from './craft-shipping-option.serializer.ts';
import type { CraftUserJson } from '../users/craft-user.serializer.ts';

/**
 * What the shop does not keep of an order: Commerce's values for a web order of its one store and site
 * (en-US, as its money and dates), with no status until completed and no stored return URLs.
 */
const UNKEPT_ORDER_FIELDS = {
  uid: null,
  storeId: 1,
  orderSiteId: 1,
  orderLanguage: 'en-US',
  origin: 'web',
  orderStatusId: null,
  lastIp: null,
  message: null,
  returnUrl: null,
  cancelUrl: null,
  suppressEmails: false,
  estimatedBillingAddressId: null,
  estimatedShippingAddressId: null,
  estimatedBillingSameAsShipping: false,
  datePaid: null,
  dateAuthorized: null,
} as const;

const addressFieldsOf = (cart: Cart) => ({
  billingAddressId: cart.billingAddress?.id ?? null,
  shippingAddressId: cart.shippingAddress?.id ?? null,
  sourceBillingAddressId: cart.sourceBillingAddressId,
  sourceShippingAddressId: cart.sourceShippingAddressId,
  billingSameAsShipping: cart.billingSameAsShipping,
  shippingSameAsBilling: cart.shippingSameAsBilling,
  saveBillingAddressOnOrderComplete: cart.saveBillingAddressOnOrderComplete,
  saveShippingAddressOnOrderComplete: cart.saveShippingAddressOnOrderComplete,
  makePrimaryBillingAddress: cart.makePrimaryBillingAddress,
  makePrimaryShippingAddress: cart.makePrimaryShippingAddress,
});

const noticesOf = (cart: Cart) =>
  cart.notices.map((notice) => ({
    id: notice.id,
    type: notice.type,
    attribute: notice.attribute,
    message: notice.message,
    orderId: cart.id,
  }));

function lineItemsOf({ cart, priced }: CartView) {
  const pricedLines = new Map(priced.lines.map((line) => [line.id, line]));
  const lines = cart.lineItems.flatMap((line) => {
    const p = pricedLines.get(line.id);
    return p ? [serializeLineItem(line, p, cart.id)] : [];
  });
  // Newest first, as Craft lists them.
  return lines.reverse();
}

/** `customer`: the cart's own customer as Craft's serialized user (cartCustomerJson), or null. */
export function serializeCart(view: CartView, customer: CraftUserJson | null) {
  const { cart, priced } = view;
  const t = priced.totals;
  return {
    id: cart.id,
    number: cart.number,
    shortNumber: cart.number.slice(0, 7),
    reference: null,
    email: cart.email,
    customerId: cart.customerId,
    customer,
    couponCode: cart.couponCode,
    isCompleted: cart.isCompleted,
    isPaid: t.isPaid,
    paidStatus: t.paidStatus,
    currency: cart.currency,
    paymentCurrency: cart.currency,
    ...UNKEPT_ORDER_FIELDS,
    recalculationMode: cart.isCompleted ? 'none' : 'all',
    gatewayId: cart.gatewayId,
    paymentSourceId: cart.paymentSourceId,
    shippingMethodHandle: cart.shippingMethodHandle ?? '',
    shippingMethodName: priced.shippingMethodName,
    ...addressFieldsOf(cart),
    registerUserOnOrderComplete: cart.registerUserOnOrderComplete,
    orderCompletedEmail: cart.isCompleted ? cart.email : null,
    customerNote: cart.customerNote,
    ...serializeCartTotals(t, cart.id !== null),
    dateCreated: craftOrderDate(cart.dateCreated),
    dateUpdated: craftOrderDate(cart.dateUpdated),
    dateOrdered: craftOrderDate(cart.dateOrdered),
    lineItems: lineItemsOf(view),
    orderAdjustments: priced.orderAdjustments.map((a) => serializeAdjustment(a, cart.id)),
    notices: noticesOf(cart),
    availableShippingMethodOptions: serializeShippingOptions(
      priced.availableShippingMethodOptions,
      t.totalQty,
    ),
    billingAddress: serializeOrderAddress(cart.billingAddress, cart.id),
    shippingAddress: serializeOrderAddress(cart.shippingAddress, cart.id),
  };
}
