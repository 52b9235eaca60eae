import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import type { Cart, LineItem, OrderAddress, StoredNotice } from '../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../domain/cart/cart-address.rules.ts';
import { money } from '../../domain/money/money.rules.ts';
import { lineChanges } from '../../domain/cart/line-changes.rules.ts';
import type { NoticeType } from '../../domain/pricing/notice.ts';
import type { CartRepository } from '../../ports/cart-repository.ts';
import type { Db } from './database.ts';
import { rowFromJson } from './json-rows.ts';
import { decodeRows } from './raw-rows.ts';
import { inTransactionScope } from './transaction-scope.ts';
import { addresses, lineItems, orders, users } from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
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

// What a cart is made of, and no more: every column sent is described, encoded and decoded again on
// every read (a cart is read on every cart request), so the order's bookkeeping columns stay out.
const {
  reference: _reference,
  orderStatus: _orderStatus,
  paidStatus: _paidStatus,
  totalPriceMinor: _totalPriceMinor,
  totalQty: _totalQty,
  ...cartColumns
} = getTableColumns(orders);
const { orderId: _orderId, ...lineColumns } = getTableColumns(lineItems);

const shippingAddresses = alias(addresses, 'shipping_address');
const billingAddresses = alias(addresses, 'billing_address');
const addressJson = (name: string) =>
  sql<AddressRow | null>`to_jsonb(${sql.identifier(name)})`.mapWith((json: unknown) =>
    rowFromJson(addresses, json),
  );

/**
 * The cart with its lines, its customer's email and its two order addresses: one row per line, each
 * address one JSON column (null when the order has none) instead of 26 mostly empty ones.
 */
const cartRows = (db: Db | Tx, number: string | Placeholder) =>
  db
    .select({
      order: cartColumns,
      line: lineColumns,
      customerEmail: users.email,
      shipping: addressJson('shipping_address'),
      billing: addressJson('billing_address'),
    })
    .from(orders)
    .leftJoin(lineItems, eq(lineItems.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.customerId))
    .leftJoin(shippingAddresses, eq(shippingAddresses.id, orders.shippingAddressId))
    .leftJoin(billingAddresses, eq(billingAddresses.id, orders.billingAddressId))
    .where(eq(orders.number, number))
    .orderBy(asc(lineItems.dateCreated), asc(lineItems.id));

type CartRow = Awaited<ReturnType<typeof cartRows>>[number];
type OrderRow = CartRow['order'];
type LineRow = NonNullable<CartRow['line']>;

function cartOf(rows: readonly CartRow[]): Cart | null {
  const [first] = rows;
  if (!first) return null;
  const lines = rows.flatMap(({ line }) => (line ? [line] : []));
  const orderAddresses = [first.shipping, first.billing].filter(
    (address): address is AddressRow => address !== null,
  );
  return toCart(first.order, lines, first.customerEmail, orderAddresses);
}

/**
 * A cart in one round trip (a cart is read on every cart request). With `lock`, the order row stays
 * locked (FOR UPDATE) until the transaction ends; its lines are read by the same statement, after the
 * caller took the cart's lock.
 *
 * A named (prepared) statement: PostgreSQL plans a five-table join in ~1 ms, more than it takes to run
 * it, and each connection keeps the plan of a name it has seen (the driver parses it once per
 * connection). Only the SQL built here goes under these names, so the text behind a name never changes.
 */
export async function load(db: Db | Tx, number: string, lock: boolean): Promise<Cart | null> {
  const query = cartRows(db, sql.placeholder('number'));
  const rows = lock
    ? await query
        .for('update', { of: orders })
        .prepare('cart_by_number_for_update')
        .execute({ number })
    : await query.prepare('cart_by_number_in_transaction').execute({ number });
  return cartOf(rows);
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

/** The order's addresses and lines as last read, when the caller knows them (see save). */
interface StoredState {
  readonly addressIds: readonly (number | null)[];
  readonly lineItems: readonly LineItem[];
}

const NOTHING_STORED: StoredState = { addressIds: [], lineItems: [] };

async function saveOrderAddresses(tx: Tx, cart: Cart, now: Date, stored: StoredState | undefined) {
  const previous =
    stored?.addressIds ??
    (
      await tx
        .select({ shipping: orders.shippingAddressId, billing: orders.billingAddressId })
        .from(orders)
        .where(eq(orders.id, cart.id ?? 0))
    ).flatMap((p) => [p.shipping, p.billing]);
  const shippingAddressId = await saveOrderAddress(tx, cart.shippingAddress, now);
  const billingAddressId = await saveOrderAddress(tx, cart.billingAddress, now);
  const kept = new Set([shippingAddressId, billingAddressId]);
  const dropped = previous.filter((id): id is number => id !== null && !kept.has(id));
  return { shippingAddressId, billingAddressId, dropped };
}

const lineRow = (line: LineItem, orderId: number, now: Date) => ({
  orderId,
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
});

/**
 * Writes the order and exactly the cart's lines, and returns it as stored. `previous`: the same order
 * as read under the caller's lock in this transaction; with it, only new and changed lines are written
 * (only their dateUpdated moves) and nothing is read first. Without it, every line is rewritten.
 */
export async function save(tx: Tx, cart: Cart, now: Date, previous?: Cart | null): Promise<Cart> {
  const stored: StoredState | undefined =
    cart.id === null
      ? NOTHING_STORED
      : previous && previous.id === cart.id
        ? {
            addressIds: [previous.shippingAddress?.id ?? null, previous.billingAddress?.id ?? null],
            lineItems: previous.lineItems,
          }
        : undefined;
  const { shippingAddressId, billingAddressId, dropped } = await saveOrderAddresses(
    tx,
    cart,
    now,
    stored,
  );
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
  const written = {
    id: orders.id,
    dateCreated: orders.dateCreated,
    customerEmail: sql<
      string | null
    >`(select ${users.email} from ${users} where ${users.id} = ${orders.customerId})`,
  };
  const [order] =
    cart.id === null
      ? await tx.insert(orders).values(values).returning(written)
      : await tx.update(orders).set(values).where(eq(orders.id, cart.id)).returning(written);
  if (!order) throw new Error(`Cart ${cart.number} vanished while it was being saved`);
  if (dropped.length) {
    await tx
      .delete(addresses)
      .where(and(inArray(addresses.id, dropped), sql`${addresses.ownerId} is null`));
  }
  let rewritten: readonly LineItem[] = cart.lineItems;
  if (stored) {
    const { written, removedIds } = lineChanges(stored.lineItems, cart.lineItems);
    if (removedIds.length) {
      await tx
        .delete(lineItems)
        .where(and(eq(lineItems.orderId, order.id), inArray(lineItems.id, [...removedIds])));
    }
    await writeLines(tx, written, order.id, now);
    rewritten = written;
  } else {
    const ids = cart.lineItems.map((line) => line.id);
    await tx
      .delete(lineItems)
      .where(
        ids.length
          ? and(eq(lineItems.orderId, order.id), notInArray(lineItems.id, ids))
          : eq(lineItems.orderId, order.id),
      );
    await writeLines(tx, cart.lineItems, order.id, now);
  }
  // Order addresses get their ids, uids and dates from the database: read back. Otherwise the cart
  // as stored is known without reading it.
  if (cart.shippingAddress === null && cart.billingAddress === null) {
    return asStored(cart, order, new Set(rewritten.map((line) => line.id)), now);
  }
  const saved = await load(tx, cart.number, false);
  if (!saved) throw new Error(`Cart ${cart.number} was not saved`);
  return saved;
}

/** What load() reads back after save() wrote `cart` (without order addresses) at `now`. */
function asStored(
  cart: Cart,
  order: { id: number; dateCreated: Date; customerEmail: string | null },
  rewrittenIds: ReadonlySet<number>,
  now: Date,
): Cart {
  const lines = cart.lineItems
    .map((line): LineItem => ({
      ...line,
      options: { ...line.options },
      price: money(line.price.minor, cart.currency),
      salePrice: money(line.salePrice.minor, cart.currency),
      dateCreated: line.dateCreated ?? now,
      dateUpdated: rewrittenIds.has(line.id) ? now : (line.dateUpdated ?? now),
    }))
    .sort((a, b) => a.dateCreated!.getTime() - b.dateCreated!.getTime() || a.id - b.id);
  return {
    ...cart,
    id: order.id,
    email: order.customerEmail ?? (cart.customerId === null ? cart.email : null),
    notices: cart.notices.map(({ id, type, attribute, message }) => ({
      id,
      type,
      attribute,
      message,
    })),
    lineItems: lines,
    dateCreated: order.dateCreated,
    dateUpdated: now,
  };
}

async function writeLines(tx: Tx, lines: readonly LineItem[], orderId: number, now: Date) {
  for (const line of lines) {
    const row = lineRow(line, orderId, now);
    await tx
      .insert(lineItems)
      .values({ id: line.id, ...row, dateCreated: line.dateCreated ?? now })
      .onConflictDoUpdate({ target: lineItems.id, set: row });
  }
}

const nextId = z.object({ id: z.coerce.number().int() });

export function drizzleCartRepository(db: Db, now: () => Date = () => new Date()): CartRepository {
  // Built once: turning the five-table select into SQL costs more CPU than running it.
  const byNumber = cartRows(db, sql.placeholder('number')).prepare('cart_by_number');
  return {
    findByNumber: async (number) => cartOf(await byNumber.execute({ number })),

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
            save: (cart) => save(tx, cart, now(), stored),
          }),
        );
      }),
  };
}
