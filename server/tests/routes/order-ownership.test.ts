// A cart or order number is an address, not a key. Every call that takes a number applies one rule
// (domain/orders/order-ownership.rules.ts); each is tried by another signed-in customer (A) and by
// a stranger (a guest) with customer B's number, and a failure never shows B's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const LOAD = '/actions/commerce/cart/load-cart';
const COMPLETE = '/actions/commerce/cart/complete';
const PAY = '/actions/commerce/payments/pay';
const PDF = '/actions/commerce/downloads/pdf';
const SHARED_STATUS = '/api/v1/shared-cart/get-cart-status';
const SHARED_LOAD = '/api/v1/shared-cart/load';

/** B's private details: none of them may appear in an answer to anyone else. */
const B_ADDRESS = {
  fullName: 'Beatrice Private',
  addressLine1: '77 Secret Lane',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  postalCode: '94105',
  countryCode: 'US',
};
const B_SECRETS = ['Beatrice Private', '77 Secret Lane'];

const cartCookieOf = (v: Visitor) =>
  [...v.cookies].find(([name]) => name.endsWith('_commerce_cart'))?.[1];

describe('one ownership rule for every call that takes a cart or order number', () => {
  let t: TestApp;
  let variantId: number;
  let dummyId: number;

  beforeAll(async () => {
    t = await startTestApp({ overrides: { allowCheckoutWithoutPayment: true } });
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 1_000 }] });
    variantId = product.variants[0]!.id;
    dummyId = await gatewayIdOf(t.db.db, 'dummy');
  });
  afterAll(() => t.close());

  /** A cart with a line and B's address, for the visitor `v`. */
  const cartWithAddress = async (v: Visitor, extra: Record<string, unknown> = {}) => {
    const res = await v.post(UPDATE, {
      purchasableId: variantId,
      qty: 2,
      shippingAddress: B_ADDRESS,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cart.number as string;
  };
  const pay = (v: Visitor, body: Record<string, unknown> = {}) =>
    v.post(PAY, {
      gatewayId: dummyId,
      paymentForm: { dummy: dummyCard('4242424242424242') },
      ...body,
    });
  const expectNoSecrets = (body: string) => {
    for (const secret of B_SECRETS) expect(body).not.toContain(secret);
  };

  let bNumber: string;
  let bOrderNumber: string;
  let bEmail: string;
  let a: Visitor;
  let b: Visitor;
  beforeAll(async () => {
    const customerB = await aSignedInCustomer(t.app, t.deps);
    b = customerB.v;
    bEmail = customerB.customer.email;
    bOrderNumber = await cartWithAddress(b);
    expect((await pay(b)).statusCode).toBe(200);
    bNumber = await cartWithAddress(b);
    a = (await aSignedInCustomer(t.app, t.deps)).v;
  });

  it('update-cart: another customer’s cart by number is not found, for A and for a stranger', async () => {
    for (const requester of [a, visitor(t.app)]) {
      const res = await requester.post(UPDATE, { number: bNumber, qty: 1, couponCode: '' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Cart not found');
      expectNoSecrets(res.body);
    }
    // The owner still reaches it.
    expect((await b.post(UPDATE, { number: bNumber, couponCode: '' })).statusCode).toBe(200);
  });

  it('update-cart: a guest’s cart by number only from the visitor holding it', async () => {
    const guest = visitor(t.app);
    const number = await cartWithAddress(guest, { email: 'guest@example.test' });
    for (const requester of [a, visitor(t.app)]) {
      const res = await requester.post(UPDATE, { number, couponCode: '' });
      expect(res.statusCode).toBe(404);
      expectNoSecrets(res.body);
    }
    expect((await guest.post(UPDATE, { number, couponCode: '' })).statusCode).toBe(200);
  });

  it('cart/complete: another’s cart by number is not found', async () => {
    for (const requester of [a, visitor(t.app)]) {
      const res = await requester.post(COMPLETE, { number: bNumber });
      expect(res.statusCode).toBe(404);
      expectNoSecrets(res.body);
    }
  });

  it('payments/pay: another’s order or cart by number is an order that cannot be found', async () => {
    const stranger = visitor(t.app);
    for (const requester of [a, stranger]) {
      for (const body of [
        { number: bOrderNumber },
        { number: bOrderNumber, email: bEmail },
        { number: bNumber, email: bEmail },
      ]) {
        const res = await pay(requester, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ cart: null, message: 'Can not find an order to pay.' });
      }
    }
    // B signed in with number and e-mail: Craft's rule, then the already-paid guard with B's own order.
    const own = await pay(b, { number: bOrderNumber, email: bEmail });
    expect(own.json().message).toBe('This order has already been paid.');
  });

  it('payments/pay: a guest’s order by number needs its e-mail', async () => {
    const guest = visitor(t.app);
    const number = await cartWithAddress(guest, { email: 'payer@example.test' });
    const stranger = visitor(t.app);
    const bare = await pay(stranger, { number });
    expect(bare.json()).toEqual({ cart: null, message: 'Can not find an order to pay.' });
    const proved = await pay(stranger, { number, email: 'PAYER@example.test' });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().order.isCompleted).toBe(true);
  });

  it('load-cart: a customer’s cart loads only for that customer, and the cookie stays', async () => {
    for (const requester of [a, visitor(t.app)]) {
      const before = cartCookieOf(requester);
      const res = await requester.post(LOAD, { number: bNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Unable to retrieve cart.' });
      expect(cartCookieOf(requester)).toBe(before);
      // A GET link never loads a cart: a cross-site link or image must not switch someone's cart.
      expect((await requester.get(`${LOAD}?number=${bNumber}`)).statusCode).toBe(405);
      expect(cartCookieOf(requester)).toBe(before);
      expect((await requester.get(GET)).json().cart.number).not.toBe(bNumber);
    }
  });

  it('load-cart of a guest’s cart gives a copy of its lines: no fixation, no shared address', async () => {
    const victim = visitor(t.app);
    const attacker = visitor(t.app);
    const planted = (await attacker.post(UPDATE, { purchasableId: variantId, qty: 3 })).json().cart
      .number as string;
    const loaded = await victim.post(LOAD, { number: planted });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual([]);
    const copy = (await victim.get(GET)).json().cart;
    expect(copy.number).not.toBe(planted);
    expect(copy.totalQty).toBe(3);
    // The victim checks out their copy; the attacker sees nothing of it.
    expect(
      (await victim.post(UPDATE, { email: 'victim@example.test', shippingAddress: B_ADDRESS }))
        .statusCode,
    ).toBe(200);
    const attackerView = await attacker.get(GET);
    expect(attackerView.json().cart.number).toBe(planted);
    expectNoSecrets(attackerView.body);
    expect(attackerView.body).not.toContain('victim@example.test');
    expect((await pay(victim)).statusCode).toBe(200);
    const invoice = await attacker.get(`${PDF}?number=${copy.number}`);
    expect(invoice.statusCode).toBe(404);
  });

  it('the invoice PDF: a customer’s order for that customer; a guest’s needs more than its number', async () => {
    for (const requester of [a, visitor(t.app)]) {
      const res = await requester.get(`${PDF}?number=${bOrderNumber}&email=${bEmail}`);
      expect(res.statusCode).toBe(404);
      expectNoSecrets(res.body);
    }
    const mine = await b.get(`${PDF}?number=${bOrderNumber}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');

    const guest = visitor(t.app);
    await cartWithAddress(guest, { email: 'invoice@example.test' });
    const paid = await pay(guest);
    expect(paid.statusCode).toBe(200);
    const number = paid.json().cart.number as string;
    await guest.get(GET); // the session moves on to a new cart
    const stranger = visitor(t.app);
    expect((await stranger.get(`${PDF}?number=${number}`)).statusCode).toBe(404);
    expect((await guest.get(`${PDF}?number=${number}`)).statusCode).toBe(404);
    const proved = await stranger.get(`${PDF}?number=${number}&email=invoice%40example.test`);
    expect(proved.statusCode).toBe(200);
  });

  it('the shared-cart API: another customer’s cart does not exist for A; a guest must sign in', async () => {
    const status = await a.post(SHARED_STATUS, { number: bNumber });
    expect(status.json()).toMatchObject({ exists: false, canAccess: false });
    const loaded = await a.post(SHARED_LOAD, { number: bNumber });
    expect(loaded.statusCode).toBe(404);
    expect(loaded.json().message).toBe('Unable to retrieve cart.');
    const guest = await visitor(t.app).post(SHARED_LOAD, { number: bNumber });
    expect(guest.json().action).toBe('REDIRECT_TO_LOGIN');
    expectNoSecrets(guest.body);
  });

  it('a customer’s cart left in a browser after their session ends is not shown or taken over', async () => {
    const { v: owner } = await aSignedInCustomer(t.app, t.deps);
    const number = await cartWithAddress(owner);
    const leftBehind = [...owner.cookies].find(([name]) => name.endsWith('_commerce_cart'))!;
    // The session ends (expired, or its cookie is gone); the year-long cart cookie stays.
    const browser = visitor(t.app);
    browser.cookies.set(...leftBehind);
    const seen = await browser.get(GET);
    expect(seen.json().cart.number).not.toBe(number);
    expectNoSecrets(seen.body);

    // Someone else signs in in that browser: the cart is not made theirs.
    const next = visitor(t.app);
    next.cookies.set(...leftBehind);
    const { customer: other } = await aSignedInCustomer(t.app, t.deps);
    expect((await next.login(other.email, other.password)).statusCode).toBe(200);
    const after = await next.get(GET);
    expect(after.json().cart.number).not.toBe(number);
    expectNoSecrets(after.body);
    expect((await b.post(UPDATE, { number: bNumber, couponCode: '' })).statusCode).toBe(200);
    expect((await owner.post(UPDATE, { number, couponCode: '' })).statusCode).toBe(200);
  });
});
