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
