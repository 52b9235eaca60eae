import { asc, eq } from 'drizzle-orm';
import { orderTimeline } from '../../../domain/fulfilment/order-timeline.rules.ts';
import type { OrderRecord } from '../../../ports/orders/order-history.ts';
import type { Db } from '../database.ts';
import { orderHistory, orderParcels } from '../schema.ts';

/** The order's timeline and parcels, as its page shows them to the shopper. */
export async function fulfilmentOf(
  db: Db,
  order: { readonly id: number; readonly dateOrdered: Date | null },
): Promise<Pick<OrderRecord, 'timeline' | 'parcels'>> {
  const [changes, parcels] = await Promise.all([
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
  ]);
  return { timeline: orderTimeline(order.dateOrdered, changes), parcels };
}
