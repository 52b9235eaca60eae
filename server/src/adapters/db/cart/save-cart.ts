// Writing a cart: the order, its order addresses and exactly the lines that changed, inside the
// caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Cart, LineItem, OrderAddress } from '../../../domain/cart/cart.ts';
import { addressFieldsOf } from '../../../domain/cart/cart-address.rules.ts';
import { lineChanges } from '../../../domain/cart/line-changes.rules.ts';
import { money } from '../../../domain/money/money.rules.ts';
import type { Tx } from '../database.ts';
import { load } from './load-cart.ts';
import { addresses, lineItems, orders, users } from '../schema.ts';

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

/** What the caller knows is stored: nothing for a new cart, `previous` when it is this order. */
const storedStateOf = (cart: Cart, previous: Cart | null | undefined): StoredState | undefined =>
  cart.id === null
    ? NOTHING_STORED
    : previous && previous.id === cart.id
      ? {
          addressIds: [previous.shippingAddress?.id ?? null, previous.billingAddress?.id ?? null],
          lineItems: previous.lineItems,
        }
      : undefined;

/** The order row's columns for `cart`, with its order addresses already written. */
const orderValues = (
  cart: Cart,
  { shippingAddressId, billingAddressId }: OrderAddressIds,
  now: Date,
) => ({
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
});

interface OrderAddressIds {
  readonly shippingAddressId: number | null;
  readonly billingAddressId: number | null;
}

interface WrittenOrder {
  id: number;
  dateCreated: Date;
  customerEmail: string | null;
}

/** Inserts or updates the order row; returns what the database gave it. */
async function writeOrder(
  tx: Tx,
  cart: Cart,
  addressIds: OrderAddressIds,
  now: Date,
): Promise<WrittenOrder> {
  const values = orderValues(cart, addressIds, now);
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
  return order;
}

/**
 * Makes the order's lines exactly the cart's: with `stored` known, only removed, new and changed
 * lines are touched; otherwise every line is rewritten. Returns the lines it wrote.
 */
async function saveLines(
  tx: Tx,
  cart: Cart,
  stored: StoredState | undefined,
  orderId: number,
  now: Date,
): Promise<readonly LineItem[]> {
  if (stored) {
    const { written, removedIds } = lineChanges(stored.lineItems, cart.lineItems);
    if (removedIds.length) {
      await tx
        .delete(lineItems)
        .where(and(eq(lineItems.orderId, orderId), inArray(lineItems.id, [...removedIds])));
    }
    await writeLines(tx, written, orderId, now);
    return written;
  }
  const ids = cart.lineItems.map((line) => line.id);
  await tx
    .delete(lineItems)
    .where(
      ids.length
        ? and(eq(lineItems.orderId, orderId), notInArray(lineItems.id, ids))
        : eq(lineItems.orderId, orderId),
    );
  await writeLines(tx, cart.lineItems, orderId, now);
  return cart.lineItems;
}

/**
 * Writes the order and exactly the cart's lines, and returns it as stored. `previous`: the same order
 * as read under the caller's lock in this transaction; with it, only new and changed lines are written
 * (only their dateUpdated moves) and nothing is read first. Without it, every line is rewritten.
 */
export async function save(tx: Tx, cart: Cart, now: Date, previous?: Cart | null): Promise<Cart> {
  const stored = storedStateOf(cart, previous);
  const { dropped, ...addressIds } = await saveOrderAddresses(tx, cart, now, stored);
  const order = await writeOrder(tx, cart, addressIds, now);
  if (dropped.length) {
    await tx
      .delete(addresses)
      .where(and(inArray(addresses.id, dropped), sql`${addresses.ownerId} is null`));
  }
  const rewritten = await saveLines(tx, cart, stored, order.id, now);
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
  order: WrittenOrder,
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
