import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Cart, LineItem, StoredNotice } from '../../domain/cart/cart.ts';
import { money } from '../../domain/money/money.rules.ts';
import type { NoticeType } from '../../domain/pricing/notice.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { Db } from './database.ts';
import { decodeRows } from './raw-rows.ts';
import { inTransactionScope } from './transaction-scope.ts';
import { lineItems, orders, users } from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof lineItems.$inferSelect;

const toLine = (row: LineRow, currency: string): LineItem => ({
  id: row.id,
  purchasableId: row.purchasableId,
  qty: row.qty,
  description: row.description,
  sku: row.sku,
  note: row.note,
  options: row.options,
  optionsSignature: row.optionsSignature,
  price: money(row.priceMinor, currency),
  salePrice: money(row.salePriceMinor, currency),
  dateCreated: row.dateCreated,
  dateUpdated: row.dateUpdated,
});

const toCart = (row: OrderRow, lines: readonly LineRow[], customerEmail: string | null): Cart => ({
  id: row.id,
  number: row.number,
  email: customerEmail ?? row.email,
  customerId: row.customerId,
  currency: row.currency,
  isCompleted: row.isCompleted,
  couponCode: row.couponCode,
  shippingMethodHandle: row.shippingMethodHandle,
  gatewayId: row.gatewayId,
  paymentSourceId: row.paymentSourceId,
  customerNote: row.customerNote,
  registerUserOnOrderComplete: row.registerUserOnOrderComplete,
  notices: row.notices.map((notice): StoredNotice => ({
    ...notice,
    type: notice.type as NoticeType,
  })),
  lineItems: lines.map((line) => toLine(line, row.currency)),
  dateCreated: row.dateCreated,
  dateUpdated: row.dateUpdated,
  dateOrdered: row.dateOrdered,
});

export async function load(db: Db | Tx, number: string, lock: boolean): Promise<Cart | null> {
  const query = db.select().from(orders).where(eq(orders.number, number)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const lines = await db
    .select()
    .from(lineItems)
    .where(eq(lineItems.orderId, row.id))
    .orderBy(asc(lineItems.dateCreated), asc(lineItems.id));
  let customerEmail: string | null = null;
  if (row.customerId !== null) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.customerId));
    customerEmail = user?.email ?? null;
  }
  return toCart(row, lines, customerEmail);
}

export async function save(tx: Tx, cart: Cart, now: Date): Promise<Cart> {
  const values = {
    number: cart.number,
    email: cart.customerId === null ? cart.email : null,
    customerId: cart.customerId,
    currency: cart.currency,
    couponCode: cart.couponCode,
    shippingMethodHandle: cart.shippingMethodHandle,
    gatewayId: cart.gatewayId,
    paymentSourceId: cart.paymentSourceId,
    customerNote: cart.customerNote,
    registerUserOnOrderComplete: cart.registerUserOnOrderComplete,
    notices: cart.notices.map(({ id, type, attribute, message }) => ({
      id,
      type,
      attribute,
      message,
    })),
    totalQty: cart.lineItems.reduce((qty, line) => qty + line.qty, 0),
    dateUpdated: now,
  };
  const [order] =
    cart.id === null
      ? await tx.insert(orders).values(values).returning({ id: orders.id })
      : await tx
          .update(orders)
          .set(values)
          .where(eq(orders.id, cart.id))
          .returning({ id: orders.id });
  if (!order) throw new Error(`Cart ${cart.number} vanished while it was being saved`);
  const ids = cart.lineItems.map((line) => line.id);
  await tx
    .delete(lineItems)
    .where(
      ids.length
        ? and(eq(lineItems.orderId, order.id), notInArray(lineItems.id, ids))
        : eq(lineItems.orderId, order.id),
    );
  for (const line of cart.lineItems) {
    const row = {
      orderId: order.id,
      purchasableId: line.purchasableId,
      qty: line.qty,
      note: line.note,
      options: { ...line.options },
      optionsSignature: line.optionsSignature,
      priceMinor: line.price.minor,
      salePriceMinor: line.salePrice.minor,
      description: line.description,
      sku: line.sku,
      dateUpdated: now,
    };
    await tx
      .insert(lineItems)
      .values({ id: line.id, ...row, dateCreated: line.dateCreated ?? now })
      .onConflictDoUpdate({ target: lineItems.id, set: row });
  }
  const saved = await load(tx, cart.number, false);
  if (!saved) throw new Error(`Cart ${cart.number} was not saved`);
  return saved;
}

const nextId = z.object({ id: z.coerce.number().int() });

export function drizzleCartRepository(db: Db, now: () => Date = () => new Date()): CartRepository {
  return {
    findByNumber: (number) => load(db, number, false),

    updateLocked: (number, work) =>
      db.transaction(async (tx) => {
        // The order row's lock serialises updates of a saved cart; before the first save there is no
        // row yet, so the number itself is locked for the transaction.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${number}`}))`);
        const stored = await load(tx, number, true);
        return inTransactionScope(tx as unknown as Db, () =>
          work({
            stored,
            async newLineItemId() {
              const rows = decodeRows(
                await tx.execute(sql`select nextval('element_ids') as id`),
                nextId,
              );
              const id = rows[0]?.id;
              if (id === undefined) throw new Error('element_ids gave no value');
              return id;
            },
            save: (cart) => save(tx, cart, now()),
          }),
        );
      }),
  };
}
