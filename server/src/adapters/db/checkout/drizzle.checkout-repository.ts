import { and, eq, sql } from 'drizzle-orm';
import type {
  CheckoutRepository,
  GatewayRecord,
  OrderPayment,
} from '../../../ports/checkout/checkout-repository.ts';
import type { Db, Tx } from '../database.ts';
import { load } from '../cart/load-cart.ts';
import { drizzleLockedCheckout, toTransaction } from './drizzle.locked-checkout.ts';
import { inTransactionScope, scopedDb } from '../transaction-scope.ts';
import { gateways, orders, transactions } from '../schema.ts';

async function gateway(db: Db, id: number): Promise<GatewayRecord | null> {
  const [row] = await db
    .select()
    .from(gateways)
    .where(
      and(
        eq(gateways.id, id),
        eq(gateways.isArchived, false),
        eq(gateways.isFrontendEnabled, true),
      ),
    )
    .limit(1);
  return row
    ? { id: row.id, handle: row.handle, type: row.type, paymentType: row.paymentType }
    : null;
}

async function paymentOf(db: Db | Tx, orderId: number): Promise<OrderPayment | null> {
  const [row] = await db
    .select({
      reference: orders.reference,
      paidStatus: orders.paidStatus,
      isCompleted: orders.isCompleted,
      totalPriceMinor: orders.totalPriceMinor,
      dateOrdered: orders.dateOrdered,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const paid = row.paidStatus === 'paid';
  return {
    reference: row.reference,
    paidStatus: row.paidStatus,
    totalPaidMinor: paid ? row.totalPriceMinor : 0,
    datePaid: paid ? row.dateOrdered : null,
  };
}

export function drizzleCheckoutRepository(
  db: Db,
  now: () => Date = () => new Date(),
): CheckoutRepository {
  return {
    gateway: (id) => gateway(db, id),

    paymentOf: (orderId) => paymentOf(db, orderId),

    async transactionByHash(hash) {
      const [row] = await scopedDb(db)
        .select()
        .from(transactions)
        .where(eq(transactions.hash, hash))
        .limit(1);
      return row ? toTransaction(row) : null;
    },

    async orderNumberOf(orderId) {
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row?.number ?? null;
    },

    async checkoutLocked(number, work) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${number}`}))`);
        const stored = await load(tx, number, true);
        const payment = stored && stored.id !== null ? await paymentOf(tx, stored.id) : null;
        return inTransactionScope(tx as unknown as Db, () =>
          work(drizzleLockedCheckout(tx, now, stored, payment)),
        );
      });
    },
  };
}
