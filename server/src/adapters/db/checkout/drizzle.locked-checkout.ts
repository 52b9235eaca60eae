// What a checkout may do while it holds its cart's lock: every write runs in that one transaction.
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Cart } from '../../../domain/cart/cart.ts';
import type {
  LockedCheckout,
  NewTransaction,
  OrderCompletion,
  OrderPayment,
  StockRequest,
  StockShortage,
  StoredTransaction,
} from '../../../ports/checkout/checkout-repository.ts';
import type { PaymentType } from '../../../ports/payments/payment-gateway.ts';
import type { Db, Tx } from '../database.ts';
import { drizzleAddressRepository } from '../users/drizzle.address-repository.ts';
import { load } from '../cart/load-cart.ts';
import { save } from '../cart/save-cart.ts';
import { insertOrderAdjustments } from '../orders/insert-order-adjustments.ts';
import { drizzlePaymentSourceRepository } from '../users/drizzle.payment-source-repository.ts';
import { drizzleUserCodeRepository } from '../users/drizzle.user-code-repository.ts';
import { drizzleUserRepository } from '../users/drizzle.user-repository.ts';
import { discounts, discountUses, orders, transactions, variants } from '../schema.ts';

type TransactionRow = typeof transactions.$inferSelect;

export const toTransaction = (row: TransactionRow): StoredTransaction => ({
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

/** Same purchasable on several lines: one request; in id order so concurrent checkouts never deadlock. */
const merged = (requests: readonly StockRequest[]): StockRequest[] => {
  const byId = new Map<number, number>();
  for (const r of requests) byId.set(r.purchasableId, (byId.get(r.purchasableId) ?? 0) + r.qty);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([purchasableId, qty]) => ({ purchasableId, qty }));
};

async function takeStock(tx: Tx, requests: readonly StockRequest[]): Promise<StockShortage[]> {
  const short = [];
  for (const { purchasableId, qty } of merged(requests)) {
    // Conditional decrement: the row lock makes concurrent checkouts wait and re-check.
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${qty}` })
      .where(
        and(eq(variants.id, purchasableId), or(isNull(variants.stock), gte(variants.stock, qty))),
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
}

async function returnStock(tx: Tx, requests: readonly StockRequest[]): Promise<void> {
  for (const { purchasableId, qty } of merged(requests)) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${qty}` })
      .where(eq(variants.id, purchasableId));
  }
}

async function recordTransaction(tx: Tx, transaction: NewTransaction): Promise<StoredTransaction> {
  const [row] = await tx.insert(transactions).values(transaction).returning();
  if (!row) throw new Error('transaction not recorded');
  return toTransaction(row);
}

async function settleRedirect(
  tx: Tx,
  id: number,
  status: 'success' | 'failed',
  message: string,
): Promise<StoredTransaction | null> {
  const [row] = await tx
    .update(transactions)
    .set({ status, message })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'redirect')))
    .returning();
  return row ? toTransaction(row) : null;
}

async function countCouponUse(
  tx: Tx,
  couponCode: string,
  customerId: number | null,
  email: string | null,
): Promise<void> {
  const code = couponCode.toLowerCase();
  const rows = await tx.select().from(discounts).for('update');
  const discount = rows.find((d) => d.coupons.some((coupon) => coupon.code.toLowerCase() === code));
  if (!discount) return;
  await tx
    .update(discounts)
    .set({
      totalUses: sql`${discounts.totalUses} + 1`,
      coupons: discount.coupons.map((coupon) =>
        coupon.code.toLowerCase() === code ? { ...coupon, uses: coupon.uses + 1 } : coupon,
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
}

async function complete(tx: Tx, orderId: number, completion: OrderCompletion): Promise<Cart> {
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
}

/** The locked checkout over `tx`, for the cart as `stored` and its order's `payment`. */
export function drizzleLockedCheckout(
  tx: Tx,
  now: () => Date,
  stored: Cart | null,
  payment: OrderPayment | null,
): LockedCheckout {
  const scoped = tx as unknown as Db;
  return {
    stored,
    payment,
    accounts: {
      users: drizzleUserRepository(scoped),
      addresses: drizzleAddressRepository(scoped),
      codes: drizzleUserCodeRepository(scoped),
      paymentSources: drizzlePaymentSourceRepository(scoped),
    },
    save: (cart) => save(tx, cart, now()),
    takeStock: (requests) => takeStock(tx, requests),
    returnStock: (requests) => returnStock(tx, requests),
    recordTransaction: (transaction) => recordTransaction(tx, transaction),
    settleRedirect: (id, status, message) => settleRedirect(tx, id, status, message),
    countCouponUse: (couponCode, customerId, email) =>
      countCouponUse(tx, couponCode, customerId, email),
    complete: (orderId, completion) => complete(tx, orderId, completion),
  };
}
