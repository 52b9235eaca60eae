// get-cart may show catalog rows read a moment ago; every change to a cart and every payment prices
// from the rows as they are stored now.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const PAY = '/actions/commerce/payments/pay';
const COMPLETE = '/actions/commerce/cart/complete';

describe('prices right after a catalog change', () => {
  let t: TestApp;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { allowCheckoutWithoutPayment: true } });
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  /** A cart of one line at 15.00, just shown by get-cart (so its row was just read for display). */
  const shownCart = async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 1_500 }] });
    const id = product.variants[0]!.id;
    const v = visitor(t.app);
    const added = await v.post(UPDATE, { purchasableId: id, qty: 2, email: 'ada@example.test' });
    expect(added.statusCode).toBe(200);
    const shown = (await v.get(GET)).json().cart;
    expect(shown.totalPrice).toBe(30);
    return { v, id, number: shown.number as string };
  };
  const reprice = (id: number, priceMinor: number) =>
    t.db.db.update(variants).set({ priceMinor }).where(eq(variants.id, id));
  const orderRow = async (number: string) =>
    (await t.db.db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const pay = (v: Visitor) =>
    v.post(PAY, { gatewayId: dummyId, paymentForm: { dummy: dummyCard('4242424242424242') } });

  it('pay charges the price as stored now, never the one get-cart showed', async () => {
    const { v, id, number } = await shownCart();
    await reprice(id, 2_000);
    const res = await pay(v);
    const order = await orderRow(number);
    const charged = await t.db.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, order.id));
    expect(res.statusCode).toBe(200);
    expect(order).toMatchObject({ isCompleted: true, totalPriceMinor: 4_000 });
    expect(charged.map((row) => row.amountMinor)).toEqual([4_000]);
  });

  it('cart/complete completes at the price as stored now', async () => {
    const { v, id, number } = await shownCart();
    await reprice(id, 1_000);
    const res = await v.post(COMPLETE, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ isCompleted: true, totalPrice: 20 });
    expect(await orderRow(number)).toMatchObject({ isCompleted: true, totalPriceMinor: 2_000 });
  });

  it('update-cart prices the cart from the row as stored now', async () => {
    const { v, id } = await shownCart();
    await reprice(id, 2_500);
    const res = await v.post(UPDATE, { purchasableId: id, qty: 1 });
    expect(res.statusCode).toBe(200);
    const cart = res.json().cart;
    expect(cart.totalPrice).toBe(75);
    expect(cart.lineItems[0]).toMatchObject({ qty: 3, price: 25 });
  });
});

describe('update-cart writes only what changed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves an unchanged line as stored, and answers what get-cart then reads', async () => {
    const product = await aProduct(t.db.db, {
      variants: [
        { stock: null, priceMinor: 700 },
        { stock: null, priceMinor: 900 },
      ],
    });
    const [a, b] = product.variants.map((variant) => variant.id);
    const v = visitor(t.app);
    expect((await v.post(UPDATE, { purchasableId: a, qty: 1 })).statusCode).toBe(200);
    expect((await v.post(UPDATE, { purchasableId: b, qty: 1 })).statusCode).toBe(200);
    const linesOf = async (orderId: number) =>
      new Map(
        (await t.db.db.select().from(lineItems).where(eq(lineItems.orderId, orderId))).map(
          (row) => [row.purchasableId, row],
        ),
      );
    const before = (await v.get(GET)).json().cart;
    const stored = await linesOf(before.id);

    const res = await v.post(UPDATE, { purchasableId: b, qty: 2 });
    expect(res.statusCode).toBe(200);
    const after = await linesOf(before.id);
    expect(after.get(a!)).toEqual(stored.get(a!));
    expect(after.get(b!)?.qty).toBe(3);
    expect(after.get(b!)?.dateUpdated.getTime()).toBeGreaterThanOrEqual(
      stored.get(b!)!.dateUpdated.getTime(),
    );
    const { cart } = res.json();
    expect((await v.get(GET)).json().cart).toEqual(cart);
    expect(cart.totalPrice).toBe(7 + 27);

    const removed = await v.post(UPDATE, {
      lineItems: { [after.get(a!)!.id]: { remove: 1 } },
    });
    expect(removed.statusCode).toBe(200);
    expect([...(await linesOf(before.id)).keys()]).toEqual([b]);
    expect(
      removed.json().cart.lineItems.map((line: { purchasableId: number }) => line.purchasableId),
    ).toEqual([b]);
    expect((await v.get(GET)).json().cart).toEqual(removed.json().cart);
  });

  it('answers a signed-in customer’s new cart as get-cart then reads it', async () => {
    const product = await aProduct(t.db.db, {
      variants: [
        { stock: null, priceMinor: 500 },
        { stock: null, priceMinor: 600 },
      ],
    });
    const [a, b] = product.variants.map((variant) => variant.id);
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const first = await v.post(UPDATE, {
      purchasableId: a,
      qty: 2,
      note: 'gift',
      options: { size: 'L', colour: 'red' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().cart.email).toMatch(/@/);
    expect((await v.get(GET)).json().cart).toEqual(first.json().cart);
    const second = await v.post(UPDATE, { purchasableId: b, qty: 1, couponCode: 'NOPE' });
    expect((await v.get(GET)).json().cart).toEqual(second.json().cart);
    expect(second.json().cart.lineItems).toHaveLength(2);
  });
});
