// payments/pay's order params (audit F4) and its success echo of the payment form (F12): what pay
// reads besides the payment itself, applied to the cart under its lock before paying.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  orders,
  paymentSources,
  transactions,
  users,
} from '../../src/adapters/db/schema.ts';
import { paramHasher } from '../../src/adapters/http/craft/hashed-params.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, TEST_SECRET, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const PAY = '/actions/commerce/payments/pay';
const GOOD_CARD = '4242424242424242';
const ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '1 Market St',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};
const hasher = paramHasher(TEST_SECRET);
let guests = 0;

describe('payments/pay reads the order params Craft reads', () => {
  let t: TestApp;
  let dummyId: number;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 2_500 }] });
    variantId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  // A visitor of their own address each: payments/pay is rate-limited per IP.
  const guest = () => visitor(t.app, `198.51.100.${(guests += 1)}`);
  const cartOf = async (v: Visitor, extra: Record<string, unknown> = {}) => {
    const res = await v.post(UPDATE, { purchasableId: variantId, qty: 1, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json().cart as { id: number; number: string };
  };
  const pay = (v: Visitor, extra: Record<string, unknown> = {}) =>
    v.post(PAY, { gatewayId: dummyId, paymentForm: { dummy: dummyCard(GOOD_CARD) }, ...extra });
  const orderRow = async (number: string) =>
    (await t.db.db.select().from(orders).where(eq(orders.number, number)))[0]!;
  const transactionsOf = (orderId: number) =>
    t.db.db.select().from(transactions).where(eq(transactions.orderId, orderId));

  it('registerUserOnOrderComplete: a guest gets a pending account and a queued activation mail', async () => {
    const email = 'pay-registers@example.test';
    const v = guest();
    const cart = await cartOf(v, { email });
    const res = await pay(v, { registerUserOnOrderComplete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ number: cart.number, isCompleted: true });
    const [user] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ pending: true, active: false, passwordHash: null });
    expect((await orderRow(cart.number)).customerId).toBe(user!.id);
    const mails = await t.deps.outbox.list({ to: email });
    expect(mails.some((mail) => mail.links.some((link) => link.includes('code=')))).toBe(true);
  });

  it('a plain paymentAmount is a 400 and nothing is charged', async () => {
    const v = guest();
    const cart = await cartOf(v, { email: 'plain-amount@example.test' });
    for (const paymentAmount of ['5', 5, ['5']]) {
      const res = await pay(v, { paymentAmount });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request contained an invalid body param');
    }
    expect(await transactionsOf(cart.id)).toHaveLength(0);
    expect((await orderRow(cart.number)).isCompleted).toBe(false);
  });

  it('a signed paymentAmount below the outstanding balance is a partial payment, refused', async () => {
    const v = guest();
    const cart = await cartOf(v, { email: 'partial@example.test' });
    const res = await pay(v, { paymentAmount: hasher.hash('5'), registerUserOnOrderComplete: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Partial payment not allowed.',
      modelName: 'paymentForm',
      cart: { number: cart.number, isCompleted: false },
    });
    expect(await transactionsOf(cart.id)).toHaveLength(0);
    // Refused before anything was applied.
    expect((await orderRow(cart.number)).registerUserOnOrderComplete).toBe(false);

    const full = await pay(v, { paymentAmount: hasher.hash('25.00') });
    expect(full.statusCode).toBe(200);
    expect(full.json().cart).toMatchObject({ isCompleted: true, totalPaid: 25 });
  });

  it('paymentCurrency: the store’s own is fine, another is refused before any charge', async () => {
    const v = guest();
    const cart = await cartOf(v, { email: 'currency@example.test' });
    const res = await pay(v, { paymentCurrency: 'EUR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      cart: expect.objectContaining({ number: cart.number, isCompleted: false }),
      message: 'Currency not found in store: EUR',
    });
    expect(await transactionsOf(cart.id)).toHaveLength(0);
    expect((await pay(v, { paymentCurrency: 'USD' })).statusCode).toBe(200);
  });

  it('saveBillingAddressOnOrderComplete saves a signed-in customer’s billing address to their book', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    await cartOf(v, {
      shippingAddress: ADDRESS,
      billingAddress: { ...ADDRESS, addressLine1: '2 Billing Way' },
    });
    const res = await pay(v, { saveBillingAddressOnOrderComplete: 1 });
    expect(res.statusCode).toBe(200);
    const book = await t.db.db.select().from(addresses).where(eq(addresses.ownerId, customer.id));
    expect(book.map((address) => address.addressLine1)).toEqual(['2 Billing Way']);
  });

  it('saveAddressesOnOrderComplete saves both, and fields[customerNote] lands on the order', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    const cart = await cartOf(v, {
      shippingAddress: ADDRESS,
      billingAddress: { ...ADDRESS, addressLine1: '2 Billing Way' },
    });
    const res = await pay(v, {
      saveAddressesOnOrderComplete: 'yes',
      fields: { customerNote: 'Leave it at the door' },
    });
    expect(res.statusCode).toBe(200);
    const book = await t.db.db.select().from(addresses).where(eq(addresses.ownerId, customer.id));
    expect(book.map((address) => address.addressLine1).sort()).toEqual([
      '1 Market St',
      '2 Billing Way',
    ]);
    expect((await orderRow(cart.number)).customerNote).toBe('Leave it at the door');
  });

  it('savePaymentSource stores the card for a signed-in customer after the charge, never for a guest', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    await cartOf(v);
    const res = await pay(v, { savePaymentSource: 1 });
    expect(res.statusCode).toBe(200);
    const sources = await t.db.db
      .select()
      .from(paymentSources)
      .where(eq(paymentSources.customerId, customer.id));
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ gatewayId: dummyId, description: 'Card ending with 4242' });

    const declined = await aSignedInCustomer(t.app, t.deps);
    await cartOf(declined.v);
    const refused = await declined.v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: dummyCard('4111111111111111') },
      savePaymentSource: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await t.db.db
        .select()
        .from(paymentSources)
        .where(eq(paymentSources.customerId, declined.customer.id)),
    ).toHaveLength(0);

    const shopper = guest();
    await cartOf(shopper, { email: 'guest-source@example.test' });
    const before = (await t.db.db.select().from(paymentSources)).length;
    expect((await pay(shopper, { savePaymentSource: 1 })).statusCode).toBe(200);
    expect(await t.db.db.select().from(paymentSources)).toHaveLength(before);
  });

  it('a declined payment applies none of the params: the cart stays as the shopper had it', async () => {
    const email = 'declined-params@example.test';
    const v = guest();
    const cart = await cartOf(v, { email, fields: { customerNote: 'before' } });
    const res = await v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: dummyCard('4111111111111111') },
      registerUserOnOrderComplete: 1,
      saveAddressesOnOrderComplete: 1,
      fields: { customerNote: 'after' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dummy gateway payment failed.');
    expect(await orderRow(cart.number)).toMatchObject({
      isCompleted: false,
      registerUserOnOrderComplete: false,
      saveBillingAddressOnOrderComplete: false,
      customerNote: 'before',
    });
    expect(await transactionsOf(cart.id)).toMatchObject([{ status: 'failed' }]);
    // Paid with only the note this time: the note lands, and the declined attempt's flag did not stay.
    expect((await pay(v, { fields: { customerNote: 'after' } })).statusCode).toBe(200);
    expect((await orderRow(cart.number)).customerNote).toBe('after');
    expect(await t.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('the success body echoes the payment form, the card number masked and the cvv left out', async () => {
    const v = guest();
    await cartOf(v, { email: 'echo@example.test' });
    const res = await pay(v);
    expect(res.statusCode).toBe(200);
    const { cvv: _cvv, ...rest } = dummyCard(GOOD_CARD);
    expect(res.json().paymentForm).toEqual({ ...rest, number: '************4242' });
  });

  it('hostile types get a 4xx, never a 5xx, and nothing is charged', async () => {
    const v = guest();
    const cart = await cartOf(v, { email: 'hostile@example.test' });
    const bodies = [
      { paymentCurrency: { iso: 'USD' } },
      { paymentCurrency: ['USD'] },
      { paymentAmount: { value: '5' } },
      { fields: { customerNote: { a: 1 } } },
    ];
    for (const body of bodies) {
      const res = await pay(v, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await transactionsOf(cart.id)).toHaveLength(0);
    // Odd shapes of the flags are cast as PHP casts them, and the payment goes through.
    const res = await pay(v, {
      registerUserOnOrderComplete: { yes: 1 },
      saveAddressesOnOrderComplete: [],
      savePaymentSource: 'no',
      fields: 'not-an-object',
    });
    expect(res.statusCode).toBe(200);
  });
});
