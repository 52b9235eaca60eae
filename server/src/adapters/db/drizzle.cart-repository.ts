import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Cart, LineItem, OrderAddress, StoredNotice } from '../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../domain/cart/cart-address.rules.ts';
import { money } from '../../domain/money/money.rules.ts';
import type { NoticeType } from '../../domain/pricing/notice.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { Db } from './database.ts';
import { decodeRows } from './raw-rows.ts';
import { inTransactionScope } from './transaction-scope.ts';
import { addresses, lineItems, orders, users } from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof lineItems.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const toOrderAddress = (row: AddressRow | undefined): OrderAddress | null =>
  row
    ? {
        ...addressFieldsOf(row),
        id: row.id,
        uid: row.uid,
        dateCreated: row.dateCreated,
        dateUpdated: row.dateUpdated,
      }
    : null;

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

const toCart = (
  row: OrderRow,
  lines: readonly LineRow[],
  customerEmail: string | null,
  orderAddresses: readonly AddressRow[],
): Cart => ({
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
  shippingAddress: toOrderAddress(orderAddresses.find((a) => a.id === row.shippingAddressId)),
  billingAddress: toOrderAddress(orderAddresses.find((a) => a.id === row.billingAddressId)),
  sourceShippingAddressId: row.sourceShippingAddressId,
  sourceBillingAddressId: row.sourceBillingAddressId,
  shippingSameAsBilling: row.shippingSameAsBilling,
  billingSameAsShipping: row.billingSameAsShipping,
  makePrimaryShippingAddress: row.makePrimaryShippingAddress,
  makePrimaryBillingAddress: row.makePrimaryBillingAddress,
  saveShippingAddressOnOrderComplete: row.saveShippingAddressOnOrderComplete,
  saveBillingAddressOnOrderComplete: row.saveBillingAddressOnOrderComplete,
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
  const addressIds = [row.shippingAddressId, row.billingAddressId].filter(
    (id): id is number => id !== null,
  );
  const orderAddresses = addressIds.length
    ? await db.select().from(addresses).where(inArray(addresses.id, addressIds))
    : [];
  return toCart(row, lines, customerEmail, orderAddresses);
}

/** Order addresses belong to the order alone (no owner in the address book): written in place. */
async function saveOrderAddress(
  tx: Tx,
  address: OrderAddress | null,
  now: Date,
): Promise<number | null> {
  if (address === null) return null;
  const fields = addressFieldsOf(address);
  if (address.id !== null) {
    const [updated] = await tx
      .update(addresses)
      .set({ ...fields, dateUpdated: now })
      .where(and(eq(addresses.id, address.id), sql`${addresses.ownerId} is null`))
      .returning({ id: addresses.id });
    if (updated) return updated.id;
  }
  const [created] = await tx
    .insert(addresses)
    .values({
      ...fields,
      uid: address.uid ?? randomUUID(),
      ownerId: null,
      dateCreated: now,
      dateUpdated: now,
    })
    .returning({ id: addresses.id });
  if (!created) throw new Error('order address insert returned nothing');
  return created.id;
}

async function saveOrderAddresses(tx: Tx, cart: Cart, now: Date) {
  const previous =
    cart.id === null
      ? []
      : await tx
          .select({ shipping: orders.shippingAddressId, billing: orders.billingAddressId })
          .from(orders)
          .where(eq(orders.id, cart.id));
  const shippingAddressId = await saveOrderAddress(tx, cart.shippingAddress, now);
  const billingAddressId = await saveOrderAddress(tx, cart.billingAddress, now);
  const kept = new Set([shippingAddressId, billingAddressId]);
  const dropped = previous
    .flatMap((p) => [p.shipping, p.billing])
    .filter((id): id is number => id !== null && !kept.has(id));
  return { shippingAddressId, billingAddressId, dropped };
}

export async function save(tx: Tx, cart: Cart, now: Date): Promise<Cart> {
  const { shippingAddressId, billingAddressId, dropped } = await saveOrderAddresses(tx, cart, now);
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
    shippingAddressId,
    billingAddressId,
    sourceShippingAddressId: cart.sourceShippingAddressId,
    sourceBillingAddressId: cart.sourceBillingAddressId,
    shippingSameAsBilling: cart.shippingSameAsBilling,
    billingSameAsShipping: cart.billingSameAsShipping,
    makePrimaryShippingAddress: cart.makePrimaryShippingAddress,
    makePrimaryBillingAddress: cart.makePrimaryBillingAddress,
    saveShippingAddressOnOrderComplete: cart.saveShippingAddressOnOrderComplete,
    saveBillingAddressOnOrderComplete: cart.saveBillingAddressOnOrderComplete,
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
  if (dropped.length) {
    await tx
      .delete(addresses)
      .where(and(inArray(addresses.id, dropped), sql`${addresses.ownerId} is null`));
  }
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

    async latestOpenCartOf(customerId) {
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.isCompleted, false)))
        .orderBy(desc(sql`${orders.totalQty} > 0`), desc(orders.dateUpdated), desc(orders.id))
        .limit(1);
      return row?.number ?? null;
    },

    async assignToCustomer(number, customerId) {
      await db
        .update(orders)
        .set({ customerId, email: null, dateUpdated: now() })
        .where(and(eq(orders.number, number), eq(orders.isCompleted, false)));
    },

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
