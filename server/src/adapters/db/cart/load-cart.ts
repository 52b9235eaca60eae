// Reading a cart: the order, its lines, its customer's email and its two order addresses in one
// statement (a cart is read on every cart request), mapped to the domain's Cart.
import { asc, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Cart, LineItem, OrderAddress, StoredNotice } from '../../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../../domain/cart/cart-address.rules.ts';
import { money } from '../../../domain/money/money.rules.ts';
import type { NoticeType } from '../../../domain/pricing/notice.ts';
import type { Db, Tx } from '../database.ts';
import { rowFromJson } from '../json-rows.ts';
import { addresses, lineItems, orders, users } from '../schema.ts';

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

/** The cart by number outside a transaction; built once (the select's SQL costs more than running it). */
export function cartByNumber(db: Db): (number: string) => Promise<Cart | null> {
  const prepared = cartRows(db, sql.placeholder('number')).prepare('cart_by_number');
  return async (number) => cartOf(await prepared.execute({ number }));
}
