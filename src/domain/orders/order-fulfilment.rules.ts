import type { OrderDetail, OrderFulfilment } from './order';

/** The words the order page uses for each status of an order's life after checkout. */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  new: 'Order placed',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The label of a status; an unknown one is shown as the back-end named it. */
export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABELS[status] ?? status;

/** The shopper may cancel until a parcel has left (the back-end decides in the end). */
export const canCancelOrder = (fulfilment: OrderFulfilment | null): boolean =>
  fulfilment !== null && (fulfilment.status === 'new' || fulfilment.status === 'processing');

/** What a cancel gives back: all that was paid (nothing for an order not paid yet). */
export const refundOnCancel = (order: Pick<OrderDetail, 'paidStatus' | 'totalPrice'>): number =>
  order.paidStatus === 'paid' || order.paidStatus === 'overPaid' ? order.totalPrice : 0;

export const ORDER_CANCEL_MESSAGES = {
  confirm: (refund: string | null) =>
    refund === null
      ? 'Cancel this order? Nothing was paid for it, so nothing is refunded.'
      : `Cancel this order? ${refund} will be refunded to your payment method.`,
  done: 'Your order is cancelled.',
} as const;

/** How long after delivery items may be sent back (the shop's back-end decides in the end). */
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Units of each line still open to a return: bought, minus those in returns not rejected. */
export const returnableQuantities = (
  order: Pick<OrderDetail, 'lineItems' | 'fulfilment'>,
): ReadonlyMap<number, number> => {
  const returning = new Map<number, number>();
  for (const request of order.fulfilment?.returns ?? []) {
    if (request.status === 'rejected') continue;
    for (const line of request.lines)
      returning.set(line.lineItemId, (returning.get(line.lineItemId) ?? 0) + line.qty);
  }
  return new Map(
    order.lineItems.map((line) => [line.id, Math.max(0, line.qty - (returning.get(line.id) ?? 0))]),
  );
};

/** Whether the page offers a return now: delivered within the window, with units left to return. */
export const canRequestReturn = (
  order: Pick<OrderDetail, 'lineItems' | 'fulfilment'>,
  now: Date,
): boolean => {
  const delivered = order.fulfilment?.timeline.find((entry) => entry.status === 'delivered');
  if (order.fulfilment?.status !== 'delivered' || delivered === undefined) return false;
  const age = now.getTime() - new Date(delivered.date).getTime();
  return (
    age <= RETURN_WINDOW_DAYS * DAY_MS &&
    [...returnableQuantities(order).values()].some((qty) => qty > 0)
  );
};

/** The words the order page uses for a return's status. */
export const RETURN_STATUS_LABELS: Readonly<Record<string, string>> = {
  requested: 'Return requested',
  approved: 'Return approved: send the items back',
  rejected: 'Return declined',
  received: 'Items received',
  refunded: 'Refunded',
};

export const returnStatusLabel = (status: string): string => RETURN_STATUS_LABELS[status] ?? status;
