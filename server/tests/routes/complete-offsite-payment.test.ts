// payments/complete-payment finishing an off-site (3-D Secure style) payment: a fake gateway answers
// `redirect` on pay and whatever the test sets when the shopper comes back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gateways, orders, transactions, variants } from '../../src/adapters/db/schema.ts';
import { drizzlePurchasableCatalog } from '../../src/adapters/db/catalog/drizzle.purchasable-catalog.ts';
import { STORE_CURRENCY } from '../../src/composition.ts';
import type { PaymentGateway, PaymentOutcome } from '../../src/ports/payments/payment-gateway.ts';
import type { PurchasableCatalog } from '../../src/ports/cart/purchasable-catalog.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const PAY = '/actions/commerce/payments/pay';
const COMPLETE = '/actions/commerce/payments/complete-payment';
const OFFSITE = 'offsite-fake';
const CHANGED =
  'Something changed with the order before payment, please review your order and submit payment again.';

/** A gateway that always sends the shopper off-site, then answers `next` when asked to complete. */
function redirectingGateway() {
  let intents = 0;
  const state = {
    next: { status: 'success', message: '' } as Pick<PaymentOutcome, 'status' | 'message'> & {
      redirect?: string;
    },
    completions: [] as string[],
  };
  const gateway: PaymentGateway = {
    validate: () => ({}),
    refund: async () => ({ status: 'failed', reference: '', message: 'not in this test' }),
    pay: async () => {
      const reference = `pi_fake_${++intents}`;
      return {
        type: 'purchase',
        status: 'redirect',
        reference,
        message: '',
        redirect: `http://gateway.test/3ds/${reference}`,
      };
    },
    completePayment: async (reference) => {
      state.completions.push(reference);
      return { type: 'purchase', reference, ...state.next };
    },
    paymentSources: null,
    subscriptions: null,
  };
  return { gateway, state };
}

describe('payments/complete-payment after an off-site step', () => {
  let t: TestApp;
  let gatewayId: number;
  const fake = redirectingGateway();
  // Stock as read just before another shopper's sale committed: lets a test reach the moment between
  // pricing (stock still there) and taking the stock (gone), which only a race produces otherwise.
  const staleStock = new Map<number, number>();
  const catalog: PurchasableCatalog = {
    async purchasables(ids) {
      const found = await drizzlePurchasableCatalog(t.db.db, STORE_CURRENCY).purchasables(ids);
      return new Map(
        [...found].map(([id, p]) => [id, { ...p, stock: staleStock.get(id) ?? p.stock }]),
      );
    },
    recentPurchasables: (ids) => catalog.purchasables(ids),
  };

  beforeAll(async () => {
    t = await startTestApp({
      overrides: {
        paymentGatewayFor: (type) => (type === OFFSITE ? fake.gateway : null),
        catalog,
      },
    });
    const [row] = await t.db.db
      .insert(gateways)
      .values({ name: 'Off-site', handle: 'offsite', type: OFFSITE, paymentType: 'purchase' })
      .returning();
    gatewayId = row!.id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    fake.state.next = { status: 'success', message: '' };
    fake.state.completions = [];
  });

  const stocked = async (stock: number | null) =>
    (await aProduct(t.db.db, { variants: [{ stock, priceMinor: 1500 }] })).variants[0]!.id;
  const stockOf = async (id: number) =>
    (await t.db.db.select().from(variants).where(eq(variants.id, id)))[0]!.stock;
  const transactionOf = async (hash: string) =>
    (await t.db.db.select().from(transactions).where(eq(transactions.hash, hash)))[0]!;
  const orderRow = async (number: string) =>
    (await t.db.db.select().from(orders).where(eq(orders.number, number)))[0]!;

  /** A cart paid as far as the off-site step: the cart's number and the transaction hash. */
  const payOffsite = async (v: Visitor, purchasableId: number, qty: number) => {
    const cart = (await v.post(UPDATE, { purchasableId, qty, email: 'ada@example.test' })).json()
      .cart;
    const paid = await v.post(PAY, { gatewayId, paymentForm: { offsite: { token: 'tok' } } });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json();
    expect(body.redirect).toMatch(/^http:\/\/gateway\.test\/3ds\/pi_fake_\d+$/);
    expect(body.cart).toMatchObject({ number: cart.number, isCompleted: false });
    return { number: cart.number as string, hash: body.transactionHash as string };
  };

  it('completes the order once the gateway confirms: paid, referenced, stock taken once', async () => {
    const id = await stocked(5);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 2);
    expect(await stockOf(id)).toBe(5);
    expect(await transactionOf(hash)).toMatchObject({ status: 'redirect' });

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body.url).toBeNull();
    expect(body.order).toMatchObject({
      number,
      isCompleted: true,
      paidStatus: 'paid',
      totalPaid: 30,
    });
    expect(body.order.reference).toMatch(/^HW-[0-9A-F]{6}$/);
    expect(await stockOf(id)).toBe(3);
    expect(await transactionOf(hash)).toMatchObject({ status: 'success' });
    expect(await orderRow(number)).toMatchObject({ isCompleted: true, paidStatus: 'paid' });
    const next = (await v.get(GET)).json().cart;
    expect(next.number).not.toBe(number);

    // The shopper reloads the return page: nothing is completed, taken or asked twice.
    const again = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ url: null });
    expect(await stockOf(id)).toBe(3);
    expect(fake.state.completions).toHaveLength(1);
  });

  it('two returns with the same hash at once complete the order once', async () => {
    const id = await stocked(4);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 1);
    const answers = await Promise.all(
      [1, 2].map(() => visitor(t.app).get(`${COMPLETE}?commerceTransactionHash=${hash}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.filter((a) => a.json().order !== undefined)).toHaveLength(1);
    expect(await stockOf(id)).toBe(3);
    expect(fake.state.completions).toHaveLength(1);
    const reference = (await orderRow(number)).reference;
    expect(reference).toMatch(/^HW-/);
  });

  it('a declined off-site step keeps the cart and says why, also on a second return', async () => {
    const id = await stocked(4);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 1);
    fake.state.next = { status: 'failed', message: 'Your card was declined.' };

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode).toBe(400);
    expect(done.json()).toEqual({ url: null, message: 'Payment error: Your card was declined.' });
    expect(await transactionOf(hash)).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(await stockOf(id)).toBe(4);
    const cart = (await v.get(GET)).json().cart;
    expect(cart).toMatchObject({ number, isCompleted: false });
    expect(cart.lineItems).toHaveLength(1);

    const again = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Payment error: Your card was declined.');
    expect(fake.state.completions).toHaveLength(1);
  });

  it('stock sold meanwhile: 400 with the stock notices, nothing completed, the transaction failed', async () => {
    const id = await stocked(2);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 2);
    await t.db.db.update(variants).set({ stock: 1 }).where(eq(variants.id, id));
    staleStock.set(id, 2);

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode).toBe(400);
    const body = done.json();
    expect(body).toMatchObject({ url: null, message: `Payment error: ${CHANGED}` });
    expect(body.order).toMatchObject({ number, isCompleted: false });
    expect(body.order.notices).toEqual([
      expect.objectContaining({ type: 'lineItemMaxStockReached' }),
    ]);
    expect(Object.keys(body.errors)).toEqual([body.order.notices[0].attribute]);
    expect(await stockOf(id)).toBe(1);
    expect(await orderRow(number)).toMatchObject({ isCompleted: false, reference: null });
    expect(await transactionOf(hash)).toMatchObject({ status: 'failed', message: CHANGED });
    expect((await v.get(GET)).json().cart.number).toBe(number);
  });

  it('stock sold before the return is priced: the order changed, the line says why', async () => {
    const id = await stocked(2);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 2);
    await t.db.db.update(variants).set({ stock: 1 }).where(eq(variants.id, id));

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode).toBe(400);
    const body = done.json();
    expect(body.message).toBe(`Payment error: ${CHANGED}`);
    expect(body.errors.totalPrice).toEqual([CHANGED]);
    expect(body.order.notices).toEqual([
      expect.objectContaining({ type: 'lineItemMaxStockReached' }),
    ]);
    expect(await stockOf(id)).toBe(1);
    expect(await orderRow(number)).toMatchObject({ isCompleted: false });
    expect(await transactionOf(hash)).toMatchObject({ status: 'failed', message: CHANGED });
  });

  it('a cart changed while off-site is not completed with the old payment', async () => {
    const id = await stocked(null);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 1);
    const lineId = (await v.get(GET)).json().cart.lineItems[0].id;
    expect((await v.post(UPDATE, { lineItems: { [lineId]: { qty: 3 } } })).statusCode).toBe(200);

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(`Payment error: ${CHANGED}`);
    expect(await orderRow(number)).toMatchObject({ isCompleted: false });
    expect(await transactionOf(hash)).toMatchObject({ status: 'failed' });
  });

  it('sends a browser (not JSON) to the checkout page, which asks again as JSON', async () => {
    const id = await stocked(3);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 1);
    const html = { accept: 'text/html', 'x-requested-with': '' };

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`, html);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`http://shop.test/checkout?commerceTransactionHash=${hash}`);
    expect(await orderRow(number)).toMatchObject({ isCompleted: true });
    expect(await stockOf(id)).toBe(2);
  });

  it('passes on another off-site step and keeps the transaction waiting', async () => {
    const id = await stocked(3);
    const v = visitor(t.app);
    const { number, hash } = await payOffsite(v, id, 1);
    fake.state.next = { status: 'redirect', message: '', redirect: 'http://gateway.test/again' };

    const done = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ url: 'http://gateway.test/again' });
    const browser = await v.get(`${COMPLETE}?commerceTransactionHash=${hash}`, {
      accept: 'text/html',
      'x-requested-with': '',
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('http://gateway.test/again');
    expect(await transactionOf(hash)).toMatchObject({ status: 'redirect' });
    expect(await orderRow(number)).toMatchObject({ isCompleted: false });
  });

  it('an unknown hash is Craft’s 400', async () => {
    const res = await visitor(t.app).get(`${COMPLETE}?commerceTransactionHash=nope`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Can not complete payment for missing transaction.');
  });
});
