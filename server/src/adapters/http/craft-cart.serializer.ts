// Domain cart + its recalculation → Craft Commerce's cart JSON (`Order::toArray` with the cart's
// expanded fields: availableShippingMethodOptions, lineItems.snapshot, notices, addresses).
import type { CartView } from '../../application/cart/current-cart.ts';
import type { LineItem } from '../../domain/cart/cart.ts';
import type { Money } from '../../domain/money/money.ts';
import { formatMoney, toMajorUnits } from '../../domain/money/money.rules.ts';
import type { Adjustment } from '../../domain/pricing/adjustment.ts';
import type { PricedLine } from '../../domain/pricing/pricing.ts';
import { craftOrderDate } from './craft-date.ts';
import { serializeOrderAddress } from './craft-order-address.serializer.ts';

const amount = (value: Money) => toMajorUnits(value);

/** PHP's empty array is `[]`, a filled associative one an object. */
const phpObject = (value: Readonly<Record<string, unknown>>) =>
  Object.keys(value).length ? value : [];

function serializeAdjustment(adjustment: Adjustment, index: number, orderId: number | null) {
  return {
    id: null,
    index,
    name: adjustment.name,
    description: adjustment.description,
    type: adjustment.type,
    amount: amount(adjustment.amount),
    amountAsCurrency: formatMoney(adjustment.amount),
    included: adjustment.included,
    orderId,
    lineItemId: adjustment.lineItemId,
    isEstimated: false,
    sourceSnapshot: [],
  };
}

function serializeLineItem(line: LineItem, priced: PricedLine, orderId: number | null) {
  const money = {
    price: priced.price,
    salePrice: priced.salePrice,
    promotionalAmount: priced.promotionalAmount,
    subtotal: priced.subtotal,
    total: priced.total,
    discount: priced.discount,
    shippingCost: priced.shippingCost,
    tax: priced.tax,
    taxIncluded: priced.taxIncluded,
    adjustmentsTotal: priced.adjustmentsTotal,
  } satisfies Record<string, Money>;
  return {
    id: line.id,
    type: 'purchasable',
    purchasableId: line.purchasableId,
    orderId,
    qty: priced.qty,
    note: line.note,
    privateNote: '',
    options: phpObject(line.options),
    optionsSignature: line.optionsSignature,
    description: priced.description,
    sku: priced.sku,
    ...Object.fromEntries(Object.entries(money).map(([key, value]) => [key, amount(value)])),
    promotionalPrice: priced.promotionalPrice ? amount(priced.promotionalPrice) : null,
    onPromotion: priced.onPromotion,
    weight: priced.weight,
    hasFreeShipping: priced.hasFreeShipping,
    isPromotable: priced.isPromotable,
    isShippable: priced.isShippable,
    isTaxable: priced.isTaxable,
    dateCreated: line.dateCreated?.toISOString() ?? null,
    dateUpdated: line.dateUpdated?.toISOString() ?? null,
    adjustments: priced.adjustments.map((a, i) => serializeAdjustment(a, i, orderId)),
    snapshot: {
      purchasableId: line.purchasableId,
      description: priced.description,
      sku: priced.sku,
      price: amount(priced.price),
      promotionalPrice: priced.promotionalPrice ? amount(priced.promotionalPrice) : null,
      options: phpObject(line.options),
    },
    ...Object.fromEntries(
      Object.entries(money).map(([key, value]) => [`${key}AsCurrency`, formatMoney(value)]),
    ),
    promotionalPriceAsCurrency: priced.promotionalPrice
      ? formatMoney(priced.promotionalPrice)
      : null,
  };
}

export function serializeCart({ cart, priced }: CartView) {
  const t = priced.totals;
  const totals = {
    itemSubtotal: t.itemSubtotal,
    itemTotal: t.itemTotal,
    totalDiscount: t.totalDiscount,
    totalShippingCost: t.totalShippingCost,
    totalTax: t.totalTax,
    totalTaxIncluded: t.totalTaxIncluded,
    total: t.total,
    totalPrice: t.totalPrice,
    totalPaid: t.totalPaid,
    outstandingBalance: t.outstandingBalance,
    paymentAmount: t.paymentAmount,
    adjustmentSubtotal: t.adjustmentSubtotal,
    adjustmentsTotal: t.adjustmentsTotal,
    totalPromotionalAmount: t.totalPromotionalAmount,
  } satisfies Record<string, Money>;
  const numbers = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, amount(value)]),
  );
  const strings = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [`${key}AsCurrency`, formatMoney(value)]),
  );
  const pricedLines = new Map(priced.lines.map((line) => [line.id, line]));
  const lines = cart.lineItems.flatMap((line) => {
    const p = pricedLines.get(line.id);
    return p ? [serializeLineItem(line, p, cart.id)] : [];
  });
  const options = Object.fromEntries(
    priced.availableShippingMethodOptions.map((option) => [
      option.handle,
      {
        id: option.id,
        name: option.name,
        handle: option.handle,
        enabled: true,
        storeId: 1,
        price: amount(option.price),
        priceAsCurrency: formatMoney(option.price),
        matchesOrder: true,
      },
    ]),
  );
  return {
    id: cart.id,
    number: cart.number,
    shortNumber: cart.number.slice(0, 7),
    reference: null,
    email: cart.email,
    customerId: cart.customerId,
    customer: null,
    couponCode: cart.couponCode,
    isCompleted: cart.isCompleted,
    isPaid: t.isPaid,
    paidStatus: t.paidStatus,
    currency: cart.currency,
    paymentCurrency: cart.currency,
    storeId: 1,
    origin: 'web',
    recalculationMode: cart.isCompleted ? 'none' : 'all',
    gatewayId: cart.gatewayId,
    paymentSourceId: cart.paymentSourceId,
    shippingMethodHandle: cart.shippingMethodHandle ?? '',
    shippingMethodName: priced.shippingMethodName,
    billingAddressId: cart.billingAddress?.id ?? null,
    shippingAddressId: cart.shippingAddress?.id ?? null,
    sourceBillingAddressId: cart.sourceBillingAddressId,
    sourceShippingAddressId: cart.sourceShippingAddressId,
    estimatedBillingAddressId: null,
    estimatedShippingAddressId: null,
    billingSameAsShipping: cart.billingSameAsShipping,
    shippingSameAsBilling: cart.shippingSameAsBilling,
    estimatedBillingSameAsShipping: false,
    registerUserOnOrderComplete: cart.registerUserOnOrderComplete,
    saveBillingAddressOnOrderComplete: cart.saveBillingAddressOnOrderComplete,
    saveShippingAddressOnOrderComplete: cart.saveShippingAddressOnOrderComplete,
    makePrimaryBillingAddress: cart.makePrimaryBillingAddress,
    makePrimaryShippingAddress: cart.makePrimaryShippingAddress,
    orderCompletedEmail: cart.isCompleted ? cart.email : null,
    customerNote: cart.customerNote,
    totalQty: t.totalQty,
    totalWeight: t.totalWeight,
    ...numbers,
    ...strings,
    dateCreated: craftOrderDate(cart.dateCreated),
    dateUpdated: craftOrderDate(cart.dateUpdated),
    dateOrdered: craftOrderDate(cart.dateOrdered),
    datePaid: null,
    dateAuthorized: null,
    // Newest first, as Craft lists them.
    lineItems: lines.reverse(),
    orderAdjustments: priced.orderAdjustments.map((a, i) => serializeAdjustment(a, i, cart.id)),
    notices: cart.notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      attribute: notice.attribute,
      message: notice.message,
      orderId: cart.id,
    })),
    // Craft's PHP empty array: `[]` when no method matches, otherwise an object keyed by handle.
    availableShippingMethodOptions: t.totalQty === 0 ? [] : phpObject(options),
    billingAddress: serializeOrderAddress(cart.billingAddress, cart.id),
    shippingAddress: serializeOrderAddress(cart.shippingAddress, cart.id),
  };
}
