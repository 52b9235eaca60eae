import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const PAY = '/actions/commerce/payments/pay';
const COMPLETE_PAYMENT = '/actions/commerce/payments/complete-payment';
const card = dummyCard;

describe('payments/pay, complete-payment and cart/complete', () => {
  let t: TestApp;
  let dummyId: number;
  let manualId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
    manualId = await gatewayIdOf(t.db.db, 'manual');
  });
  afterAll(() => t.close());

  const stocked = async (stock: number | null, priceMinor = 1500) => {
    const product = await aProduct(t.db.db, { variants: [{ stock, priceMinor }] });
    return product.variants[0]!.id;
  };
  const stockOf = async (id: number) =>
    (await t.db.db.select().from(variants).where(eq(variants.id, id)))[0]!.stock;

  const cartWith = async (v: Visitor, purchasableId: number, qty = 1) => {
    const res = await v.post(UPDATE, { purchasableId, qty, email: 'ada@example.test' });
    expect(res.statusCode).toBe(200);
    return res.json().cart;
  };
  const payDummy = (v: Visitor, number: string, extra: Record<string, unknown> = {}) =>
    v.post(PAY, { gatewayId: dummyId, paymentForm: { dummy: card(number) }, ...extra });

  it('pays with an even card: the order completes, stock drops and a new cart follows', async () => {
    const id = await stocked(5);
    const v = visitor(t.app);
    const cart = await cartWith(v, id, 2);
    const res = await payDummy(v, '4242424242424242');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Payment successful.', modelName: 'paymentForm' });
    expect(body.cart).toMatchObject({ number: cart.number, isCompleted: true, paidStatus: 'paid' });
    expect(body.cart.reference).toMatch(/^HW-[0-9A-F]{6}$/);
    expect(body.cart.dateOrdered).not.toBeNull();
    expect(body.transactionHash).toMatch(/^[0-9a-f]{32}$/);
    expect(body.transactionId).toMatch(/^\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d$/);
    expect(await stockOf(id)).toBe(3);
    const [row] = await t.db.db.select().from(orders).where(eq(orders.number, cart.number));
    expect(row).toMatchObject({ isCompleted: true, totalQty: 2, totalPriceMinor: 3000 });
    const next = (await v.get(GET)).json().cart;
    expect(next.number).not.toBe(cart.number);
    expect(next.lineItems).toHaveLength(0);

    const done = await v.get(`${COMPLETE_PAYMENT}?commerceTransactionHash=${body.transactionHash}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ url: null });
  });

  it('lists the paid order in a signed-in customer’s orders', async () => {
    const id = await stocked(null);
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const cart = (await v.post(UPDATE, { purchasableId: id, qty: 1 })).json().cart;
    const res = await payDummy(v, '4242424242424242');
    expect(res.statusCode).toBe(200);
    const list = await v.get('/api/user/orders');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(cart.number);
  });

  it('declines an odd card with Craft’s failure and leaves the cart usable', async () => {
    const id = await stocked(4);
    const v = visitor(t.app);
    const cart = await cartWith(v, id, 1);
    const res = await payDummy(v, '4111111111111111');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Dummy gateway payment failed.');
    expect(body.modelName).toBe('paymentForm');
    expect(body.cart).toMatchObject({ number: cart.number, isCompleted: false });
    expect(await stockOf(id)).toBe(4);
    const again = (await v.get(GET)).json().cart;
    expect(again.number).toBe(cart.number);
    expect(again.lineItems).toHaveLength(1);
    expect(again.isCompleted).toBe(false);
    const [failed] = await t.db.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, cart.id));
    expect(failed).toMatchObject({ status: 'failed' });
    const done = await v.get(`${COMPLETE_PAYMENT}?commerceTransactionHash=${failed!.hash}`);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe('Payment error: Dummy gateway payment failed.');
  });

  it('rejects invalid card fields with Craft’s messages', async () => {
    const v = visitor(t.app);
    await cartWith(v, await stocked(null));
    const res = await v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: card('4242424242424241', { firstName: '', month: '13', cvv: '1' }) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Invalid payment or order. Please review.');
    expect(body.paymentFormErrors).toMatchObject({
      firstName: ['First Name cannot be blank.'],
      number: ['Not a valid credit card number.'],
      month: ['Month must be no greater than 12.'],
      cvv: ['Cvv should contain at least 3 characters.'],
    });
    // Craft's asModelFailure($paymentForm): `errors` are the form's errors too.
    expect(body.modelName).toBe('paymentForm');
    expect(body.errors).toEqual(body.paymentFormErrors);
  });

  it('never charges a completed order again', async () => {
    const v = visitor(t.app);
    const cart = await cartWith(v, await stocked(null));
    expect((await payDummy(v, '4242424242424242')).statusCode).toBe(200);
    const res = await payDummy(v, '4242424242424242', {
      number: cart.number,
      email: 'ada@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This order has already been paid.');
    expect(res.json().order.isCompleted).toBe(true);
  });

  it('answers the unknown order and the missing gateway as Craft does', async () => {
    const v = visitor(t.app);
    const missing = await v.post(PAY, { number: 'f'.repeat(32), gatewayId: dummyId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ cart: null, message: 'Can not find an order to pay.' });
    await cartWith(v, await stocked(null));
    const noGateway = await v.post(PAY, {});
    expect(noGateway.json().message).toBe(
      'There is no gateway or payment source available for use with this order.',
    );
    const empty = await visitor(t.app).post(PAY, { gatewayId: dummyId });
    expect(empty.json().message).toBe('Order can not be empty.');
  });

  it('completes unpaid with the Manual gateway for a signed-in customer', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    await cartWith(v, await stocked(null));
    const res = await v.post(PAY, { gatewayId: manualId });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'unpaid' });
  });

  it('refuses a pay without a CSRF token', async () => {
    const v = visitor(t.app);
    const res = await v.post(PAY, { gatewayId: manualId }, { csrf: false });
    expect(res.statusCode).toBe(400);
  });

  it('answers a missing transaction hash with Craft’s error', async () => {
    const res = await visitor(t.app).get(`${COMPLETE_PAYMENT}?commerceTransactionHash=nope`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Can not complete payment for missing transaction.');
  });

  it('refuses cart/complete while checkout without payment is off', async () => {
    const v = visitor(t.app);
    await cartWith(v, await stocked(null));
    const res = await v.post('/actions/commerce/cart/complete', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must make a payment to complete the order.');
  });

  it('a cart lowered to the stock left is not charged: Something changed, saved as it now stands', async () => {
    const id = await stocked(9);
    const wantsAll = visitor(t.app);
    const wantsOne = visitor(t.app);
    await cartWith(wantsAll, id, 9);
    await cartWith(wantsOne, id, 1);
    expect((await payDummy(wantsOne, '4242424242424242')).statusCode).toBe(200);

    const refused = await payDummy(wantsAll, '4242424242424242');
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.message).toBe(
      'Something changed with the order before payment, please review your order and submit payment again.',
    );
    expect(Object.keys(body.errors)).toContain('totalQty');
    expect(body.cart).toMatchObject({ isCompleted: false, totalQty: 8 });
    expect(body.cart.notices.map((notice: { type: string }) => notice.type)).toContain(
      'lineItemMaxStockReached',
    );
    expect(await stockOf(id)).toBe(8);
    // The shopper sees 8 and may pay for them.
    expect((await wantsAll.get(GET)).json().cart.totalQty).toBe(8);
    const paid = await payDummy(wantsAll, '4242424242424242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().cart).toMatchObject({ isCompleted: true, totalQty: 8 });
    expect(await stockOf(id)).toBe(0);
  });

  it('10 concurrent pays never oversell the last units', async () => {
    const id = await stocked(3);
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const v = visitor(t.app);
        await cartWith(v, id, 1);
        return v;
      }),
    );
    const results = await Promise.all(shoppers.map((v) => payDummy(v, '4242424242424242')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await stockOf(id)).toBe(0);
  });
});

describe('cart/complete with allowCheckoutWithoutPayment on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ overrides: { allowCheckoutWithoutPayment: true } });
  });
  afterAll(() => t.close());

  it('completes the cart unpaid, or lists what is missing', async () => {
    const v = visitor(t.app);
    const empty = await v.post('/actions/commerce/cart/complete', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.lineItems).toEqual(['Order can not be empty.']);
    const product = await aProduct(t.db.db, { variants: [{ stock: 2, priceMinor: 900 }] });
    await v.post(UPDATE, {
      purchasableId: product.variants[0]!.id,
      qty: 1,
      email: 'x@example.test',
    });
    const res = await v.post('/actions/commerce/cart/complete', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Cart updated.', modelName: 'cart' });
    expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'unpaid' });
  });
});
