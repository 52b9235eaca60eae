import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { RELEASED_ORDER_STATUS } from '../../../domain/orders/unpaid-order.rules.ts';
import type { UnpaidOrderRelease } from '../../../ports/orders/unpaid-order-release.ts';
import type { Db } from '../database.ts';
import { gateways, orders, transactions } from '../schema.ts';
import { inTransactionScope } from '../transaction-scope.ts';
import { returnStockOf } from './return-stock.ts';

export function drizzleUnpaidOrderRelease(db: Db): UnpaidOrderRelease {
  return {
    releaseOrderedBefore: (orderedBefore, backInStock) =>
      db.transaction(async (tx) => {
        // The conditional UPDATE claims each order once: a concurrent release waits on the row and
        // then no longer matches it.
        const released = await tx
          .update(orders)
          .set({ orderStatus: RELEASED_ORDER_STATUS, dateUpdated: sql`now()` })
          .where(
            and(
              eq(orders.isCompleted, true),
              eq(orders.paidStatus, 'unpaid'),
              eq(orders.orderStatus, 'new'),
              lt(orders.dateOrdered, orderedBefore),
              // Placed through a Manual gateway (its transaction says so; the cart may name none).
              inArray(
                orders.id,
                tx
                  .select({ id: transactions.orderId })
                  .from(transactions)
                  .innerJoin(gateways, eq(gateways.id, transactions.gatewayId))
                  .where(eq(gateways.type, 'manual')),
              ),
            ),
          )
          .returning({ id: orders.id });
        if (released.length === 0) return 0;
        const back = await returnStockOf(
          tx,
          released.map((order) => order.id),
        );
        await inTransactionScope(tx, () => backInStock(back));
        return released.length;
      }),
  };
}
