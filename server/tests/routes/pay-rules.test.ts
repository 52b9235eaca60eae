import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const PAY = '/actions/commerce/payments/pay';
const ADD_SOURCE = '/actions/commerce/payment-sources/add';
const card = dummyCard;

describe('payments/pay: free orders and payment sources', () => {
  let t: TestApp;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  const purchasable = async (priceMinor: number) =>
    (await aProduct(t.db.db, { variants: [{ stock: null, priceMinor }] })).variants[0]!.id;

  it('completes a free order without a gateway call or transaction', async () => {
    const v = visitor(t.app);
    const cart = (
      await v.post(UPDATE, { purchasableId: await purchasable(0), qty: 1, email: 'f@example.test' })
    ).json().cart;
    expect(cart.totalPrice).toBe(0);
    // An odd card would be declined: it is never read for a free order.
    const res = await v.post(PAY, { gatewayId: dummyId, paymentForm: { dummy: card('4111') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ transactionId: null, transactionHash: null });
    expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'paid' });
    expect(
      await t.db.db.select().from(transactions).where(eq(transactions.orderId, cart.id)),
    ).toHaveLength(0);
  });

  it('charges a stored payment source of the signed-in customer', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const source = (
      await v.post(ADD_SOURCE, {
        gatewayId: dummyId,
        paymentForm: { dummy: card('4242424242424242') },
      })
    ).json().paymentSource;
    await v.post(UPDATE, { purchasableId: await purchasable(2500), qty: 1 });
    const res = await v.post(PAY, { paymentSourceId: source.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ isCompleted: true, paidStatus: 'paid', totalPaid: 25 });
    const [row] = await t.db.db
      .select()
      .from(transactions)
      .where(eq(transactions.hash, res.json().transactionHash));
    expect(row).toMatchObject({ status: 'success', amountMinor: 2500, gatewayId: dummyId });
  });

  it('ignores another customer’s source: no gateway to pay with', async () => {
    const owner = await aSignedInCustomer(t.app, t.deps);
    const source = (
      await owner.v.post(ADD_SOURCE, {
        gatewayId: dummyId,
        paymentForm: { dummy: card('4242424242424242') },
      })
    ).json().paymentSource;
    const { v } = await aSignedInCustomer(t.app, t.deps);
    await v.post(UPDATE, { purchasableId: await purchasable(1000), qty: 1 });
    const res = await v.post(PAY, { paymentSourceId: source.id });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['cart', 'message']);
    expect(res.json().message).toBe(
      'There is no gateway or payment source available for use with this order.',
    );
  });
});

describe('payments/pay with the address store settings on', () => {
  it.each([
    [
      { requireShippingAddressAtCheckout: true, requireBillingAddressAtCheckout: false },
      'Shipping address required.',
    ],
    [
      { requireShippingAddressAtCheckout: false, requireBillingAddressAtCheckout: true },
      'Billing address required.',
    ],
    [
      { requireShippingAddressAtCheckout: true, requireBillingAddressAtCheckout: true },
      'Shipping address required.',
    ],
  ])('%o refuses an order without the address: %s', async (checkoutAddresses, message) => {
    const t = await startTestApp({ overrides: { checkoutAddresses } });
    try {
      const dummyId = await gatewayIdOf(t.db.db, 'dummy');
      const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 900 }] });
      const v = visitor(t.app);
      await v.post(UPDATE, {
        purchasableId: product.variants[0]!.id,
        qty: 1,
        email: 'a@example.test',
      });
      const res = await v.post(PAY, {
        gatewayId: dummyId,
        paymentForm: { dummy: card('4242424242424242') },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        cart: expect.objectContaining({ isCompleted: false }),
        message,
      });
    } finally {
      await t.close();
    }
  });
});
