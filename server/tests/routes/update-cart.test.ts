import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';

describe('POST /actions/commerce/cart/update-cart', () => {
  let t: TestApp;
  let sellable: { id: number; priceMinor: number; description: string }[] = [];
  let quoteOnlyId: number | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    const rows = await t.db.db
      .select({
        id: variants.id,
        price: variants.priceMinor,
        sale: variants.salePriceMinor,
        quote: products.callForQuote,
        stock: variants.stock,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.enabled, true), isNull(variants.salePriceMinor)));
    sellable = rows
      .filter((row) => !row.quote && (row.stock === null || row.stock > 50))
      .map((row) => ({ id: row.id, priceMinor: row.price, description: '' }));
    quoteOnlyId = rows.find((row) => row.quote)?.id;
    if (quoteOnlyId === undefined) {
      const [first] = rows;
      if (first) {
        const [variant] = await t.db.db.select().from(variants).where(eq(variants.id, first.id));
        await t.db.db
          .update(products)
          .set({ callForQuote: true })
          .where(eq(products.id, variant!.productId));
        quoteOnlyId = first.id;
        sellable = sellable.filter((s) => s.id !== first.id);
      }
    }
  });
  afterAll(() => t.close());

  const item = (i: number) => {
    const found = sellable[i];
    if (!found) throw new Error('the demo catalog has too few sellable variants');
    return found;
  };

  it('adds a line, saves the cart and answers Craft’s envelope', async () => {
    const v = visitor(t.app);
    const res = await v.post(UPDATE, { purchasableId: item(0).id, qty: 2, note: 'gift' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ modelName: 'cart', message: 'Cart updated.' });
    expect(body.cart.id).toEqual(expect.any(Number));
    expect(body.cart.totalQty).toBe(2);
    expect(body.cart.itemSubtotal).toBe((item(0).priceMinor * 2) / 100);
    expect(body.cart.lineItems[0]).toMatchObject({
      purchasableId: item(0).id,
      qty: 2,
      note: 'gift',
      options: [],
    });
    const again = (await v.get(GET)).json().cart;
    expect(again.number).toBe(body.cart.number);
    expect(again.lineItems).toHaveLength(1);
  });

  it('increments a line with the same options and keeps different options apart; newest first', async () => {
    const v = visitor(t.app);
    await v.post(UPDATE, { purchasableId: item(0).id, qty: 1, options: { colour: 'red' } });
    await v.post(UPDATE, {
      purchasables: [{ id: item(0).id, qty: 2, options: { colour: 'red' } }],
    });
    const res = await v.post(UPDATE, {
      purchasables: {
        a: { id: item(0).id, qty: 1, options: { colour: 'blue' } },
        b: { id: item(1).id },
      },
    });
    const lines = res.json().cart.lineItems;
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ qty: 3, options: { colour: 'red' } });
    expect(lines.map((l: { purchasableId: number }) => l.purchasableId)).toEqual([
      item(1).id,
      item(0).id,
      item(0).id,
    ]);
  });

  it('updates qty and note, removes by qty 0 and by remove', async () => {
    const v = visitor(t.app);
    await v.post(UPDATE, {
      purchasables: [{ id: item(0).id }, { id: item(1).id }, { id: item(2).id }],
    });
    const cart = (await v.get(GET)).json().cart;
    const [c, b, a] = cart.lineItems.map((l: { id: number }) => l.id);
    const res = await v.post(UPDATE, {
      lineItems: { [a]: { qty: 5, note: 'five' }, [b]: { qty: 0 }, [c]: { remove: true } },
    });
    const lines = res.json().cart.lineItems;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: a, qty: 5, note: 'five' });
  });

  it('rejects a negative quantity with Craft’s line error and does not save', async () => {
    const v = visitor(t.app);
    await v.post(UPDATE, { purchasableId: item(0).id });
    const id = (await v.get(GET)).json().cart.lineItems[0].id;
    const res = await v.post(UPDATE, { lineItems: { [id]: { qty: -2 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      modelName: 'cart',
      message: 'Unable to update cart.',
      errors: { 'lineItems.0.qty': ['Qty must be no less than 1.'] },
    });
    expect((await v.get(GET)).json().cart.lineItems[0].qty).toBe(1);
  });

  it('applies WELCOME10, drops an unknown coupon with a notice, and removes it with an empty code', async () => {
    const v = visitor(t.app);
    await v.post(UPDATE, { purchasableId: item(0).id, qty: 1 });
    const applied = (await v.post(UPDATE, { couponCode: 'WELCOME10' })).json().cart;
    expect(applied.couponCode).toBe('WELCOME10');
    expect(applied.totalDiscount).toBe(-Math.round(item(0).priceMinor / 10) / 100);
    expect(applied.totalDiscountAsCurrency).toMatch(/^-\$/);
    const removed = (await v.post(UPDATE, { couponCode: '' })).json().cart;
    expect(removed.couponCode).toBeNull();
    expect(removed.totalDiscount).toBe(0);
    const invalid = await v.post(UPDATE, { couponCode: 'NOPE' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json().cart.couponCode).toBeNull();
    expect(invalid.json().cart.notices).toEqual([
      expect.objectContaining({
        type: 'invalidCouponRemoved',
        attribute: 'couponCode',
        message: 'Coupon removed: Coupon not valid.',
        id: 1,
        orderId: invalid.json().cart.id,
      }),
    ]);
    const cleared = (await v.post(UPDATE, { clearNotices: '' })).json().cart;
    expect(cleared.notices).toEqual([]);
  });

  it('lists shipping options by handle and charges the chosen method', async () => {
    const v = visitor(t.app);
    const res = await v.post(UPDATE, {
      purchasableId: item(0).id,
      qty: 1,
      shippingMethodHandle: 'express',
    });
    const cart = res.json().cart;
    expect(Object.keys(cart.availableShippingMethodOptions).sort()).toEqual([
      'express',
      'standard',
    ]);
    expect(cart.availableShippingMethodOptions.express).toMatchObject({
      handle: 'express',
      price: 19.95,
      priceAsCurrency: '$19.95',
    });
    expect(cart.shippingMethodHandle).toBe('express');
    expect(cart.totalShippingCost).toBe(19.95);
    expect(cart.totalPrice).toBeCloseTo(cart.itemSubtotal + 19.95, 2);
    const free = (await v.post(UPDATE, { couponCode: 'FREESHIP' })).json().cart;
    expect(free.totalShippingCost).toBe(0);
  });

  it('answers 400 for an unknown purchasable and for a quote-only product', async () => {
    const v = visitor(t.app);
    const unknown = await v.post(UPDATE, { purchasableId: 999_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('999999999');
    if (quoteOnlyId !== undefined) {
      const quote = await v.post(UPDATE, { purchasableId: quoteOnlyId });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().message).toContain('quotation');
    }
  });

  it('caps the quantity at the stock with a notice', async () => {
    await t.db.db
      .update(variants)
      .set({ stock: 3 })
      .where(eq(variants.id, item(3).id));
    const v = visitor(t.app);
    const cart = (await v.post(UPDATE, { purchasableId: item(3).id, qty: 10 })).json().cart;
    expect(cart.lineItems[0].qty).toBe(3);
    expect(cart.notices[0]).toMatchObject({ type: 'lineItemMaxStockReached' });
  });

  it('requires a CSRF token', async () => {
    const v = visitor(t.app);
    const res = await v.post(UPDATE, { purchasableId: item(0).id }, { csrf: false });
    expect(res.statusCode).toBe(400);
  });

  it('validates a guest email', async () => {
    const v = visitor(t.app);
    const bad = await v.post(UPDATE, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: ['Email is not a valid email address.'] });
    const good = await v.post(UPDATE, { email: 'jane@example.com' });
    expect(good.json().cart.email).toBe('jane@example.com');
  });

  it('load-cart copies another visitor’s guest cart into a new session cart; unknown numbers fail', async () => {
    const owner = visitor(t.app);
    const number = (await owner.post(UPDATE, { purchasableId: item(0).id })).json().cart.number;
    const other = visitor(t.app);
    const missing = await other.post('/actions/commerce/cart/load-cart', {});
    expect(missing.statusCode).toBe(400);
    // Craft's asFailure: a bare `{message}`.
    expect(missing.json()).toEqual({ message: 'A cart number must be specified.' });
    const unknown = await other.post('/actions/commerce/cart/load-cart', {
      number: 'f'.repeat(32),
    });
    expect(unknown.json()).toEqual({ message: 'Unable to retrieve cart.' });
    const loaded = await other.post('/actions/commerce/cart/load-cart', { number });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual([]);
    const copy = (await other.get(GET)).json().cart;
    expect(copy.number).not.toBe(number);
    expect(copy.lineItems.map((line: { purchasableId: number }) => line.purchasableId)).toEqual([
      item(0).id,
    ]);
    // The owner loading their own cart keeps it.
    expect((await owner.post('/actions/commerce/cart/load-cart', { number })).statusCode).toBe(200);
    expect((await owner.get(GET)).json().cart.number).toBe(number);
    const notFound = await other.post(UPDATE, { number: 'e'.repeat(32) });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('Cart not found');
  });
});
