import { asc, eq, inArray } from 'drizzle-orm';
import { orderTimeline } from '../../../domain/fulfilment/order-timeline.rules.ts';
import type { OrderRecord } from '../../../ports/orders/order-history.ts';
import type { Db } from '../database.ts';
import { orderHistory, orderParcels, returnLines, returnRequests } from '../schema.ts';

/** The order's return requests with their lines, oldest first. */
async function returnsOf(db: Db, orderId: number): Promise<OrderRecord['returns']> {
  const requests = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.id));
  if (requests.length === 0) return [];
  const lines = await db
    .select()
    .from(returnLines)
    .where(
      inArray(
        returnLines.returnId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  return requests.map((request) => ({
    id: request.id,
    status: request.status,
    reason: request.reason,
    refundedMinor: request.refundedMinor,
    dateCreated: request.dateCreated,
    lines: lines
      .filter((line) => line.returnId === request.id)
      .map((line) => ({ lineItemId: line.lineItemId, qty: line.qty })),
  }));
}

/** The order's timeline, parcels and returns, as its page shows them to the shopper. */
export async function fulfilmentOf(
  db: Db,
  order: { readonly id: number; readonly dateOrdered: Date | null },
): Promise<Pick<OrderRecord, 'timeline' | 'parcels' | 'returns'>> {
  const [changes, parcels, returns] = await Promise.all([
    db
      .select({ toStatus: orderHistory.toStatus, date: orderHistory.dateCreated })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id)),
    db
      .select({
        carrier: orderParcels.carrier,
        trackingNumber: orderParcels.trackingNumber,
        dateShipped: orderParcels.dateShipped,
      })
      .from(orderParcels)
      .where(eq(orderParcels.orderId, order.id))
      .orderBy(asc(orderParcels.id)),
    returnsOf(db, order.id),
  ]);
  return { timeline: orderTimeline(order.dateOrdered, changes), parcels, returns };
}
