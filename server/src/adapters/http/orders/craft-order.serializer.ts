// The customer API's order JSON: Craft's order attribute names and `…AsCurrency` strings, with the
// storefront's summary fields (total, itemCount). Dates are ISO-8601, as the rest of /api/user.
import { returnedWorthMinor } from '../../../domain/fulfilment/returns.rules.ts';
import { trackingLink } from '../../../domain/fulfilment/tracking-link.rules.ts';
import type { Address } from '../../../domain/addresses/address.ts';
import { formatMoney, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { Money } from '../../../domain/money/money.ts';
import {
  adjustmentsOf,
  completedOrderTotals,
  lineSubtotal,
  lineTotal,
} from '../../../domain/orders/order-totals.rules.ts';
import type {
  OrderLine,
  OrderRecord,
  OrderReturn,
  OrderSummary,
  OrderTransaction,
  StoredAdjustment,
} from '../../../ports/orders/order-history.ts';
import { serializeAddress } from '../addresses/craft-address.serializer.ts';

/** `name` and `nameAsCurrency`, as Commerce's CurrencyAttributeBehavior adds them. */
type WithCurrency<K extends string> = Record<K, number> & Record<`${K}AsCurrency`, string>;

const withCurrency = <K extends string>(name: K, amount: Money): WithCurrency<K> =>
  // A computed key widens to `string` in TypeScript; the two keys are exactly the declared ones.
  ({
    [name]: toMajorUnits(amount),
    [`${name}AsCurrency`]: formatMoney(amount),
  }) as WithCurrency<K>;

export const serializeOrderSummary = (order: OrderSummary) => ({
  id: order.id,
  number: order.number,
  reference: order.reference,
  dateOrdered: order.dateOrdered?.toISOString() ?? null,
  total: toMajorUnits(order.total),
  totalAsCurrency: formatMoney(order.total),
  status: order.status,
  paidStatus: order.paidStatus,
  itemCount: order.itemCount,
});

const serializeAdjustment = (orderId: number) => (adjustment: StoredAdjustment) => ({
  id: adjustment.id,
  name: adjustment.name,
  description: adjustment.description,
  type: adjustment.type,
  ...withCurrency('amount', adjustment.amount),
  included: adjustment.included,
  orderId,
  lineItemId: adjustment.lineItemId,
});

const serializeLine = (order: OrderRecord) => (line: OrderLine) => ({
  id: line.id,
  purchasableId: line.purchasableId,
  description: line.description,
  sku: line.sku,
  qty: line.qty,
  note: line.note,
  options: line.options,
  ...withCurrency('price', line.price),
  ...withCurrency('salePrice', line.salePrice),
  ...withCurrency('subtotal', lineSubtotal(line)),
  ...withCurrency('total', lineTotal(line, order.adjustments)),
  adjustments: adjustmentsOf(order.adjustments, line.id).map(serializeAdjustment(order.id)),
});

const serializeTransaction = (transaction: OrderTransaction) => ({
  id: transaction.id,
  type: transaction.type,
  status: transaction.status,
  ...withCurrency('amount', transaction.amount),
  currency: transaction.amount.currency,
  reference: transaction.reference,
  message: transaction.message,
  hash: transaction.hash,
  dateCreated: transaction.dateCreated.toISOString(),
});

const orderAddress = (address: Address | null) =>
  address ? serializeAddress({ address, isPrimaryBilling: false, isPrimaryShipping: false }) : null;

/** A return with what its lines are worth at the prices paid (the refund staff are shown). */
const serializeReturn = (order: OrderRecord) => (request: OrderReturn) => ({
  id: request.id,
  status: request.status,
  reason: request.reason,
  lines: request.lines,
  worth: toMajorUnits({
    minor: returnedWorthMinor(
      request.lines.map((line) => ({
        qty: line.qty,
        unitPaidMinor:
          order.lines.find((item) => item.id === line.lineItemId)?.salePrice.minor ?? 0,
      })),
    ),
    currency: order.currency,
  }),
  refunded: toMajorUnits({ minor: request.refundedMinor, currency: order.currency }),
  dateCreated: request.dateCreated.toISOString(),
});

/** Where the order is and the parcels it left in, with the carrier's tracking page. */
export const serializeProgress = (order: Pick<OrderRecord, 'timeline' | 'parcels'>) => ({
  timeline: order.timeline.map((entry) => ({
    status: entry.status,
    date: entry.date.toISOString(),
  })),
  parcels: order.parcels.map((parcel) => ({
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: trackingLink(parcel.carrier, parcel.trackingNumber),
    dateShipped: parcel.dateShipped.toISOString(),
  })),
});

export function serializeOrderDetail(order: OrderRecord) {
  const totals = completedOrderTotals({ ...order, totalPrice: order.total });
  return {
    ...serializeOrderSummary(order),
    email: order.email,
    currency: order.currency,
    isCompleted: true,
    couponCode: order.couponCode,
    shippingMethodHandle: order.shippingMethodHandle,
    customerNote: order.customerNote,
    totalQty: order.itemCount,
    ...withCurrency('itemSubtotal', totals.itemSubtotal),
    ...withCurrency('totalDiscount', totals.totalDiscount),
    ...withCurrency('totalShippingCost', totals.totalShippingCost),
    ...withCurrency('totalTax', totals.totalTax),
    ...withCurrency('totalTaxIncluded', totals.totalTaxIncluded),
    ...withCurrency('totalPrice', totals.totalPrice),
    ...withCurrency('totalPaid', totals.totalPaid),
    ...withCurrency('outstandingBalance', totals.outstandingBalance),
    lineItems: order.lines.map(serializeLine(order)),
    adjustments: order.adjustments.map(serializeAdjustment(order.id)),
    orderAdjustments: adjustmentsOf(order.adjustments, null).map(serializeAdjustment(order.id)),
    billingAddress: orderAddress(order.billingAddress),
    shippingAddress: orderAddress(order.shippingAddress),
    billingAddressId: order.billingAddress?.id ?? null,
    shippingAddressId: order.shippingAddress?.id ?? null,
    transactions: order.transactions.map(serializeTransaction),
    // Beside Craft's order: where the order is and the parcels it left in.
    ...serializeProgress(order),
    returns: order.returns.map(serializeReturn(order)),
  };
}
