import { and, desc, eq } from 'drizzle-orm';
import { money } from '../../domain/money/money.rules.ts';
import type { OrderHistory, OrderSummary } from '../../ports/order-history.ts';
import type { Db } from './database.ts';
import { orders } from './schema.ts';

type OrderRow = typeof orders.$inferSelect;

const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  reference: row.reference,
  dateOrdered: row.dateOrdered,
  total: money(row.totalPriceMinor, row.currency),
  status: row.orderStatus,
  paidStatus: row.paidStatus,
  itemCount: row.totalQty,
  email: row.email,
});

export function drizzleOrderHistory(db: Db): OrderHistory {
  const completedFor = (customerId: number) =>
    and(eq(orders.customerId, customerId), eq(orders.isCompleted, true));
  return {
    async listForCustomer(customerId) {
      const rows = await db
        .select()
        .from(orders)
        .where(completedFor(customerId))
        .orderBy(desc(orders.dateOrdered), desc(orders.id))
        .limit(500);
      return rows.map(toSummary);
    },
    async findForCustomer(customerId, orderId) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(completedFor(customerId), eq(orders.id, orderId)))
        .limit(1);
      return row ? toSummary(row) : null;
    },
  };
}
