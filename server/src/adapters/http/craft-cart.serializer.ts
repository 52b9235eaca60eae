// Domain cart → Craft Commerce's cart JSON (`Order::toArray` with the cart's expanded fields).
import type { Cart, LineItem } from '../../domain/cart/cart.ts';
import { cartTotals, lineSubtotal } from '../../domain/cart/cart.rules.ts';
import type { Money } from '../../domain/money/money.ts';
import { formatMoney, toMajorUnits } from '../../domain/money/money.rules.ts';
import { craftOrderDate } from './craft-date.ts';

const amount = (value: Money) => toMajorUnits(value);

function serializeLineItem(line: LineItem, orderId: number | null) {
  const subtotal = lineSubtotal(line);
  return {
    id: line.id,
    purchasableId: line.purchasableId,
    orderId,
    qty: line.qty,
    note: line.note,
    options: [],
    description: line.description,
    sku: line.sku,
    price: amount(line.price),
    salePrice: amount(line.salePrice),
    promotionalPrice: line.salePrice.minor < line.price.minor ? amount(line.salePrice) : null,
    onPromotion: line.salePrice.minor < line.price.minor,
    subtotal: amount(subtotal),
    total: amount(subtotal),
    adjustments: [],
    snapshot: {},
    priceAsCurrency: formatMoney(line.price),
    salePriceAsCurrency: formatMoney(line.salePrice),
    subtotalAsCurrency: formatMoney(subtotal),
    totalAsCurrency: formatMoney(subtotal),
  };
}

export function serializeCart(cart: Cart) {
  const t = cartTotals(cart);
  const totals = {
    itemSubtotal: t.itemSubtotal,
    itemTotal: t.itemTotal,
    totalDiscount: t.totalDiscount,
    totalShippingCost: t.totalShippingCost,
    totalTax: t.totalTax,
    totalTaxIncluded: t.totalTaxIncluded,
    total: t.totalPrice,
    totalPrice: t.totalPrice,
    totalPaid: t.totalPaid,
    outstandingBalance: t.outstandingBalance,
    paymentAmount: t.outstandingBalance,
    adjustmentSubtotal: t.totalDiscount,
    adjustmentsTotal: t.totalDiscount,
    totalPromotionalAmount: t.totalDiscount,
  } satisfies Record<string, Money>;
  const numbers = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, amount(value)]),
  );
  const strings = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [`${key}AsCurrency`, formatMoney(value)]),
  );
  return {
    id: cart.id,
    number: cart.number,
    shortNumber: cart.number.slice(0, 7),
    reference: null,
    email: cart.email,
    customerId: null,
    customer: null,
    couponCode: null,
    isCompleted: cart.isCompleted,
    isPaid: false,
    paidStatus: 'unpaid',
    currency: cart.currency,
    paymentCurrency: cart.currency,
    storeId: 1,
    origin: 'web',
    recalculationMode: cart.isCompleted ? 'none' : 'all',
    gatewayId: null,
    paymentSourceId: null,
    shippingMethodHandle: '',
    shippingMethodName: null,
    billingAddressId: null,
    shippingAddressId: null,
    billingSameAsShipping: false,
    shippingSameAsBilling: false,
    registerUserOnOrderComplete: false,
    saveBillingAddressOnOrderComplete: false,
    saveShippingAddressOnOrderComplete: false,
    makePrimaryBillingAddress: false,
    makePrimaryShippingAddress: false,
    orderCompletedEmail: null,
    customerNote: null,
    totalQty: t.totalQty,
    totalWeight: 0,
    ...numbers,
    ...strings,
    dateCreated: craftOrderDate(cart.dateCreated),
    dateUpdated: craftOrderDate(cart.dateUpdated),
    dateOrdered: craftOrderDate(cart.dateOrdered),
    datePaid: null,
    dateAuthorized: null,
    // Newest first, as Craft lists them.
    lineItems: [...cart.lineItems].reverse().map((line) => serializeLineItem(line, cart.id)),
    orderAdjustments: [],
    notices: [],
    // Craft's PHP empty array: `[]` when no method matches, otherwise an object keyed by handle.
    availableShippingMethodOptions: [],
    billingAddress: null,
    shippingAddress: null,
  };
}
