import type { GuestOrderStatus } from '../../../domain/orders/order-lookup';
import { orderDate } from './craft-order.mapper';
import type { OrderLookupFoundJson } from './order-lookup.schema';

export const mapGuestOrderStatus = (order: OrderLookupFoundJson): GuestOrderStatus => ({
  reference: order.reference ?? null,
  dateOrdered: orderDate(order.dateOrdered),
  lineItems: order.lineItems,
  fulfilment: {
    status: order.timeline.at(-1)?.status ?? 'new',
    timeline: order.timeline,
    parcels: order.parcels,
    returns: [],
  },
});
