import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Address } from '../../../domain/addresses/address.ts';
import { money } from '../../../domain/money/money.rules.ts';
import type { AdjustmentType } from '../../../domain/pricing/adjustment.ts';
import type {
  OrderHistory,
  OrderRecord,
  OrderTransaction,
  OrderSummary,
  StoredAdjustment,
} from '../../../ports/orders/order-history.ts';
import type { Db } from '../database.ts';
import { addresses, lineItems, orderAdjustments, orders, transactions } from '../schema.ts';
import { fulfilmentOf } from './order-fulfilment.reads.ts';

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

const ADJUSTMENT_TYPES: readonly AdjustmentType[] = ['discount', 'shipping', 'tax'];
const adjustmentType = (type: string): AdjustmentType => {
  const known = ADJUSTMENT_TYPES.find((candidate) => candidate === type);
  if (!known) throw new Error(`Unknown adjustment type ${type} in order_adjustments`);
  return known;
};

async function addressesById(db: Db, ids: readonly number[]): Promise<Map<number, Address>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(addresses)
    .where(inArray(addresses.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { ...row }]));
}

/** A stored transaction as the order's detail shows it. */
const paymentOf = (payment: typeof transactions.$inferSelect): OrderTransaction => ({
  id: payment.id,
  type: payment.type,
  status: payment.status,
  amount: money(payment.amountMinor, payment.currency),
  reference: payment.reference ?? '',
  message: payment.message ?? '',
  hash: payment.hash,
  dateCreated: payment.dateCreated,
});

/** The order row plus its lines, adjustments, addresses, transactions, timeline and parcels. */
async function recordOf(db: Db, row: OrderRow): Promise<OrderRecord> {
  const addressIds = [row.billingAddressId, row.shippingAddressId].filter(
    (id): id is number => id !== null,
  );
  const [lines, adjustments, payments, addressMap, fulfilment] = await Promise.all([
    db.select().from(lineItems).where(eq(lineItems.orderId, row.id)).orderBy(asc(lineItems.id)),
    db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, row.id))
      .orderBy(asc(orderAdjustments.id)),
    db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, row.id))
      .orderBy(asc(transactions.id)),
    addressesById(db, addressIds),
    fulfilmentOf(db, row),
  ]);
  const currency = row.currency;
  return {
    ...toSummary(row),
    customerId: row.customerId,
    currency,
    couponCode: row.couponCode,
    shippingMethodHandle: row.shippingMethodHandle,
    customerNote: row.customerNote,
    lines: lines.map((line) => ({
      id: line.id,
      purchasableId: line.purchasableId,
      description: line.description,
      sku: line.sku,
      qty: line.qty,
      price: money(line.priceMinor, currency),
      salePrice: money(line.salePriceMinor, currency),
      options: line.options,
      note: line.note,
    })),
    adjustments: adjustments.map((adjustment): StoredAdjustment => ({
      id: adjustment.id,
      type: adjustmentType(adjustment.type),
      name: adjustment.name,
      description: adjustment.description,
      amount: money(adjustment.amountMinor, currency),
      included: adjustment.included,
      lineItemId: adjustment.lineItemId,
    })),
    billingAddress: row.billingAddressId ? (addressMap.get(row.billingAddressId) ?? null) : null,
    shippingAddress: row.shippingAddressId ? (addressMap.get(row.shippingAddressId) ?? null) : null,
    transactions: payments.map(paymentOf),
    ...fulfilment,
  };
}

export function drizzleOrderHistory(db: Db): OrderHistory {
  const completedFor = (customerId: number) =>
    and(eq(orders.customerId, customerId), eq(orders.isCompleted, true));
  const one = async (where: SQL | undefined) => {
    const [row] = await db.select().from(orders).where(where).limit(1);
    return row ?? null;
  };
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
      const row = await one(and(completedFor(customerId), eq(orders.id, orderId)));
      return row ? toSummary(row) : null;
    },
    async recordForCustomer(customerId, orderId) {
      const row = await one(and(completedFor(customerId), eq(orders.id, orderId)));
      return row ? recordOf(db, row) : null;
    },
    async recordByNumber(number) {
      const row = await one(and(eq(orders.number, number), eq(orders.isCompleted, true)));
      return row ? recordOf(db, row) : null;
    },
    async recordsByReference(reference) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(sql`upper(${orders.reference})`, reference.toUpperCase()),
            eq(orders.isCompleted, true),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(10);
      return Promise.all(rows.map((row) => recordOf(db, row)));
    },
  };
}
