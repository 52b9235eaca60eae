import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, gateways, orders, users } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const COMPLETE = '/actions/commerce/cart/complete';
const GET = '/actions/commerce/cart/get-cart';

const CALIFORNIA = {
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '1 Market St',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};

describe('order completion: accounts, addresses and the confirmation mail', () => {
  let t: TestApp;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { allowCheckoutWithoutPayment: true } });
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 4_000 }] });
    variantId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  const cartWith = async (v: Visitor, extra: Record<string, unknown> = {}) => {
    const res = await v.post(UPDATE, { purchasableId: variantId, qty: 2, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json().cart;
  };
  const userByEmail = async (email: string) =>
    (await t.db.db.select().from(users).where(eq(users.email, email)))[0];
  const bookOf = (ownerId: number) =>
    t.db.db.select().from(addresses).where(eq(addresses.ownerId, ownerId));

  it('registers a guest as a pending customer with the order’s address, and mails both', async () => {
    const email = 'new-buyer@example.test';
    const v = visitor(t.app);
    const cart = await cartWith(v, {
      email,
      shippingAddress: CALIFORNIA,
      billingAddressSameAsShipping: 1,
    });
    const res = await v.post(COMPLETE, { registerUserOnOrderComplete: 'yes' });
    expect(res.statusCode).toBe(200);
    const done = res.json().cart;
    expect(done).toMatchObject({ isCompleted: true, number: cart.number, email });
    expect(done.orderCompletedEmail).toBe(email);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ pending: true, active: false, passwordHash: null });
    expect(user!.firstName).toBe('Grace');
    const [order] = await t.db.db.select().from(orders).where(eq(orders.number, cart.number));
    expect(order!.customerId).toBe(user!.id);
    // Identical billing and shipping become one address-book entry, primary for both.
    const book = await bookOf(user!.id);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ addressLine1: '1 Market St', administrativeArea: 'CA' });
    expect(user!.primaryShippingAddressId).toBe(book[0]!.id);
    expect(user!.primaryBillingAddressId).toBe(book[0]!.id);

    const mails = await t.deps.outbox.list({ to: email });
    const confirmation = mails.find((mail) => mail.subject.includes(done.reference));
    expect(confirmation?.subject).toBe(`Your Test Shop order ${done.reference}`);
    expect(confirmation?.text).toContain('2 × ');
    expect(confirmation?.text).toContain(`Total: ${done.totalPriceAsCurrency}`);
    expect(confirmation?.text).toContain('San Francisco CA 94105');
    const activation = mails.find((mail) => mail.links.some((link) => link.includes('code=')));
    const link = new URL(activation!.links.find((l) => l.includes('code='))!);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('uid')).toBe(user!.uid);
    expect(mails).toHaveLength(2);

    // The completed cart is replaced by a new one.
    const next = (await v.get(GET)).json().cart;
    expect(next.number).not.toBe(cart.number);
    expect(next.totalQty).toBe(0);
  });

  it('registers nobody when the e-mail already has an account; the string false opts out', async () => {
    const existing = await aCustomer(t.deps, {});
    const v = visitor(t.app);
    await cartWith(v, { email: existing.email, registerUserOnOrderComplete: 1 });
    const res = await v.post(COMPLETE, {});
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.db.select().from(users).where(eq(users.email, existing.email));
    expect(row!.id).toBe(existing.id);
    expect(await bookOf(existing.id)).toHaveLength(0);

    const email = 'opted-out@example.test';
    const w = visitor(t.app);
    await cartWith(w, { email, registerUserOnOrderComplete: 1 });
    expect((await w.post(COMPLETE, { registerUserOnOrderComplete: 'false' })).statusCode).toBe(200);
    expect(await userByEmail(email)).toBeUndefined();
    const mails = await t.deps.outbox.list({ to: email });
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Test Shop order HW-/),
    ]);
  });

  it('saves a signed-in customer’s inline address to their book and makes it primary', async () => {
    const { v, customer } = await aSignedInCustomer(t.app, t.deps);
    await cartWith(v, {
      shippingAddress: CALIFORNIA,
      billingAddress: { ...CALIFORNIA, addressLine1: '2 Billing Way' },
      saveShippingAddressOnOrderComplete: 1,
      makePrimaryShippingAddress: 1,
    });
    expect(await bookOf(customer.id)).toHaveLength(0);
    const res = await v.post(COMPLETE, {});
    expect(res.statusCode).toBe(200);
    const book = await bookOf(customer.id);
    expect(book.map((a) => a.addressLine1)).toEqual(['1 Market St']);
    const user = await userByEmail(customer.email);
    expect(user!.primaryShippingAddressId).toBe(book[0]!.id);
    expect(user!.primaryBillingAddressId).toBeNull();
  });

  it('mails the confirmation after payments/pay as well', async () => {
    const email = 'payer@example.test';
    const v = visitor(t.app);
    await cartWith(v, { email, shippingAddress: CALIFORNIA });
    const [dummy] = await t.db.db.select().from(gateways).where(eq(gateways.type, 'dummy'));
    const res = await v.post('/actions/commerce/payments/pay', {
      gatewayId: dummy!.id,
      paymentForm: {
        dummy: {
          firstName: 'Grace',
          lastName: 'Hopper',
          number: '4242424242424242',
          month: '12',
          year: String(new Date().getUTCFullYear() + 2),
          cvv: '123',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const reference = res.json().cart.reference as string;
    const [mail] = await t.deps.outbox.list({ to: email });
    expect(mail?.subject).toBe(`Your Test Shop order ${reference}`);
    expect(mail?.text).toContain('Shipping address:');
  });
});

describe('carts across sign-in and sign-out', () => {
  let t: TestApp;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 1_000 }] });
    variantId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  it('gives a guest cart with items to the customer who signs in', async () => {
    const customer = await aCustomer(t.deps, {});
    const v = visitor(t.app);
    const guestCart = (await v.post(UPDATE, { purchasableId: variantId, qty: 1 })).json().cart;
    expect(guestCart.customerId).toBeNull();
    expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    const cart = (await v.get(GET)).json().cart;
    expect(cart).toMatchObject({ number: guestCart.number, customerId: customer.id });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.number, guestCart.number));
    expect(row!.customerId).toBe(customer.id);
  });

  it('loads the customer’s latest open cart when the session cart is empty, and forgets it on logout', async () => {
    const customer = await aCustomer(t.deps, {});
    const first = visitor(t.app);
    await first.login(customer.email, customer.password);
    const kept = (await first.post(UPDATE, { purchasableId: variantId, qty: 3 })).json().cart;

    const elsewhere = visitor(t.app, '203.0.113.77');
    const before = (await elsewhere.get(GET)).json().cart;
    expect(before.number).not.toBe(kept.number);
    await elsewhere.login(customer.email, customer.password);
    const restored = (await elsewhere.get(GET)).json().cart;
    expect(restored).toMatchObject({ number: kept.number, totalQty: 3 });

    await elsewhere.post('/actions/users/logout', {});
    const afterLogout = (await elsewhere.get(GET)).json().cart;
    expect(afterLogout.number).not.toBe(kept.number);
    expect(afterLogout.totalQty).toBe(0);
  });
});
