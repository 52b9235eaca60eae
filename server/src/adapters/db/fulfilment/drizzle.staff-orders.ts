import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderActor } from '../../../domain/fulfilment/order-flow.rules.ts';
import type { StaffOrderQuery } from '../../../domain/fulfilment/staff-order-query.rules.ts';
import { money } from '../../../domain/money/money.rules.ts';
import type { StaffOrderRow, StaffOrders } from '../../../ports/fulfilment/staff-orders.ts';
import type { Db } from '../database.ts';
import { escapeLike } from '../like-pattern.ts';
import { orderHistory, orders, users } from '../schema.ts';

/** `%text%` for ILIKE with the text's own % and _ taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

function conditions(query: StaffOrderQuery): SQL | undefined {
  const placed = and(eq(orders.isCompleted, true), isNotNull(orders.reference));
  const search =
    query.search === null
      ? undefined
      : or(
          ilike(orders.reference, containing(query.search)),
          ilike(orders.number, `${escapeLike(query.search)}%`),
          ilike(orders.email, containing(query.search)),
          ilike(users.email, containing(query.search)),
          ilike(users.fullName, containing(query.search)),
        );
  return and(
    placed,
    search,
    query.status === null ? undefined : eq(orders.orderStatus, query.status),
    query.paidStatus === null ? undefined : eq(orders.paidStatus, query.paidStatus),
    query.from === null ? undefined : gte(orders.dateOrdered, query.from),
    query.to === null ? undefined : lt(orders.dateOrdered, query.to),
  );
}

/** One page of the matching orders, newest first. */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  page: number,
  perPage: number,
): Promise<StaffOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      reference: orders.reference,
      email: sql<string | null>`coalesce(${orders.email}, ${users.email})`,
      customerName: users.fullName,
      status: orders.orderStatus,
      paidStatus: orders.paidStatus,
      totalMinor: orders.totalPriceMinor,
      currency: orders.currency,
      dateOrdered: orders.dateOrdered,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.dateOrdered), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(({ totalMinor, currency, ...row }) => ({
    ...row,
    total: money(totalMinor, currency),
  }));
}

export function drizzleStaffOrders(db: Db): StaffOrders {
  return {
    async list(query, perPage) {
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        pageOf(db, where, query.page, perPage),
        db
          .select({ n: count() })
          .from(orders)
          .leftJoin(users, eq(users.id, orders.customerId))
          .where(where),
      ]);
      return { orders: rows, total: total?.n ?? 0 };
    },
    async placedOrder(orderId) {
      const [row] = await db
        .select({
          number: orders.number,
          email: sql<string | null>`coalesce(${orders.email}, ${users.email})`,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.customerId))
        .where(
          and(eq(orders.id, orderId), eq(orders.isCompleted, true), isNotNull(orders.reference)),
        );
      return row ?? null;
    },
    async history(orderId) {
      const rows = await db
        .select({
          fromStatus: orderHistory.fromStatus,
          toStatus: orderHistory.toStatus,
          actor: orderHistory.actor,
          actorName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
          note: orderHistory.note,
          date: orderHistory.dateCreated,
        })
        .from(orderHistory)
        .leftJoin(users, eq(users.id, orderHistory.actorUserId))
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(asc(orderHistory.id));
      return rows.map((row) => ({ ...row, actor: row.actor as OrderActor }));
    },
  };
}
