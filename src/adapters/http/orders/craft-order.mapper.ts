import type { OrderDetail, OrderFulfilment, OrderSummary } from '../../../domain/orders/order';
import { mapCraftAddress } from '../addresses/craft-address.mapper';
import type { OrderDateJson, OrderDetailJson, OrderSummaryJson } from './craft-order.schema';

export const orderDate = (date: OrderDateJson): string | null => {
  if (date === undefined || date === null) return null;
  return typeof date === 'string' ? date : `${date.date} ${date.time}`;
};

export const mapOrderSummary = (order: OrderSummaryJson): OrderSummary => ({
  id: order.id,
  number: order.number,
  reference: order.reference ?? null,
  dateOrdered: orderDate(order.dateOrdered),
  total: order.total,
  totalAsCurrency: order.totalAsCurrency,
  status: order.status ?? null,
  paidStatus: order.paidStatus ?? null,
  itemCount: order.itemCount,
});

/** Where the order is: only from a back-end that sends a timeline (Craft itself sends none). */
const fulfilmentOf = (order: OrderDetailJson): OrderFulfilment | null => {
  if (order.timeline === undefined) return null;
  const latest = order.timeline.at(-1)?.status ?? 'new';
  return {
    status: latest,
    timeline: order.timeline,
    parcels: order.parcels ?? [],
    returns: order.returns ?? [],
  };
};

export const mapOrderDetail = (order: OrderDetailJson): OrderDetail => {
  const lineItems = order.lineItems.map((line) => ({
    id: line.id,
    purchasableId: line.purchasableId ?? null,
    qty: line.qty,
    description: line.description ?? '',
    price: line.price,
    sku: line.sku ?? '',
    subtotal: line.subtotal,
  }));
  return {
    number: order.number,
    dateOrdered: orderDate(order.dateOrdered),
    // Craft's itemSubtotal is by definition the sum of the line subtotals.
    itemSubtotal: order.itemSubtotal ?? lineItems.reduce((sum, line) => sum + line.subtotal, 0),
    lineItems,
    billingAddress: order.billingAddress ? mapCraftAddress(order.billingAddress) : null,
    shippingAddress: order.shippingAddress ? mapCraftAddress(order.shippingAddress) : null,
    paidStatus: order.paidStatus ?? null,
    reference: order.reference ?? null,
    totalDiscount: order.totalDiscount ?? 0,
    totalPrice: order.totalPrice ?? order.total ?? 0,
    totalShippingCost: order.totalShippingCost ?? 0,
    totalTax: order.totalTax ?? 0,
    customerNote: order.customerNote ?? null,
    fulfilment: fulfilmentOf(order),
  };
};
