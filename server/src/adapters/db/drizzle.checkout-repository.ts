import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type {
  CheckoutRepository,
  OrderPayment,
  StockRequest,
  StoredTransaction,
} from '../../ports/checkout-repository.ts';
import type { PaymentType } from '../../ports/payment-gateway.ts';
import type { Db, Tx } from './database.ts';
import { drizzleAddressRepository } from './drizzle.address-repository.ts';
import { load } from './drizzle.cart-read.ts';
import { save } from './drizzle.cart-save.ts';
import { drizzlePaymentSourceRepository } from './drizzle.payment-source-repository.ts';
import { drizzleUserCodeRepository } from './drizzle.user-code-repository.ts';
import { drizzleUserRepository } from './drizzle.user-repository.ts';
import { insertOrderAdjustments } from './drizzle.order-adjustments.ts';
import { inTransactionScope, scopedDb } from './transaction-scope.ts';
import { discounts, discountUses, gateways, orders, transactions, variants } from './schema.ts';

type TransactionRow = typeof transactions.$inferSelect;

const toTransaction = (row: TransactionRow): StoredTransaction => ({
  id: row.id,
  orderId: row.orderId,
  gatewayId: row.gatewayId,
  type: row.type as PaymentType,
  status: row.status as StoredTransaction['status'],
  amountMinor: row.amountMinor,
  currency: row.currency,
  reference: row.reference ?? '',
  message: row.message ?? '',
  hash: row.hash,
  dateCreated: row.dateCreated,
});

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

/** Same purchasable on several lines: one request; in id order so concurrent checkouts never deadlock. */
const merged = (requests: readonly StockRequest[]): StockRequest[] => {
  const byId = new Map<number, number>();
  for (const r of requests) byId.set(r.purchasableId, (byId.get(r.purchasableId) ?? 0) + r.qty);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([purchasableId, qty]) => ({ purchasableId, qty }));
};

export function drizzleCheckoutRepository(
  db: Db,
  now: () => Date = () => new Date(),
): CheckoutRepository {
  return {
    async gateway(id) {
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
    },

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
        const scoped = tx as unknown as Db;
        return inTransactionScope(scoped, () =>
          work({
            stored,
            payment,
            accounts: {
              users: drizzleUserRepository(scoped),
              addresses: drizzleAddressRepository(scoped),
              codes: drizzleUserCodeRepository(scoped),
              paymentSources: drizzlePaymentSourceRepository(scoped),
            },
            save: (cart) => save(tx, cart, now()),
            async takeStock(requests) {
              const short = [];
              for (const { purchasableId, qty } of merged(requests)) {
                // Conditional decrement: the row lock makes concurrent checkouts wait and re-check.
                const taken = await tx
                  .update(variants)
                  .set({ stock: sql`${variants.stock} - ${qty}` })
                  .where(
                    and(
                      eq(variants.id, purchasableId),
                      or(isNull(variants.stock), gte(variants.stock, qty)),
                    ),
                  )
                  .returning({ id: variants.id });
                if (taken.length === 1) continue;
                const [left] = await tx
                  .select({ stock: variants.stock })
                  .from(variants)
                  .where(eq(variants.id, purchasableId));
                short.push({ purchasableId, stock: Math.max(left?.stock ?? 0, 0) });
              }
              return short;
            },
            async returnStock(requests) {
              for (const { purchasableId, qty } of merged(requests)) {
                await tx
                  .update(variants)
                  .set({ stock: sql`${variants.stock} + ${qty}` })
                  .where(eq(variants.id, purchasableId));
              }
            },
            async recordTransaction(transaction) {
              const [row] = await tx.insert(transactions).values(transaction).returning();
              if (!row) throw new Error('transaction not recorded');
              return toTransaction(row);
            },
            async settleRedirect(id, status, message) {
              const [row] = await tx
                .update(transactions)
                .set({ status, message })
                .where(and(eq(transactions.id, id), eq(transactions.status, 'redirect')))
                .returning();
              return row ? toTransaction(row) : null;
            },
            async countCouponUse(couponCode, customerId, email) {
              const code = couponCode.toLowerCase();
              const rows = await tx.select().from(discounts).for('update');
              const discount = rows.find((d) =>
                d.coupons.some((coupon) => coupon.code.toLowerCase() === code),
              );
              if (!discount) return;
              await tx
                .update(discounts)
                .set({
                  totalUses: sql`${discounts.totalUses} + 1`,
                  coupons: discount.coupons.map((coupon) =>
                    coupon.code.toLowerCase() === code
                      ? { ...coupon, uses: coupon.uses + 1 }
                      : coupon,
                  ),
                })
                .where(eq(discounts.id, discount.id));
              if (customerId !== null) {
                await tx
                  .insert(discountUses)
                  .values({ discountId: discount.id, customerId, uses: 1 })
                  .onConflictDoUpdate({
                    target: [discountUses.discountId, discountUses.customerId],
                    set: { uses: sql`${discountUses.uses} + 1` },
                  });
              }
              if (email) {
                await tx
                  .insert(discountUses)
                  .values({ discountId: discount.id, email: email.toLowerCase(), uses: 1 })
                  .onConflictDoUpdate({
                    target: [discountUses.discountId, discountUses.email],
                    set: { uses: sql`${discountUses.uses} + 1` },
                  });
              }
            },
            async complete(orderId, completion) {
              const [row] = await tx
                .update(orders)
                .set({
                  isCompleted: true,
                  reference: completion.reference,
                  paidStatus: completion.paidStatus,
                  orderStatus: 'new',
                  totalPriceMinor: completion.totalPriceMinor,
                  totalQty: completion.totalQty,
                  dateOrdered: completion.dateOrdered,
                  dateUpdated: completion.dateOrdered,
                  notices: [],
                })
                .where(eq(orders.id, orderId))
                .returning({ number: orders.number });
              if (!row) throw new Error(`Order ${orderId} vanished while it was being completed`);
              await insertOrderAdjustments(tx, orderId, completion.adjustments);
              const done = await load(tx, row.number, false);
              if (!done) throw new Error(`Order ${orderId} was not completed`);
              return done;
            },
          }),
        );
      });
    },
  };
}
