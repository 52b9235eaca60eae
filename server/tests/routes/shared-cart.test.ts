import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const UPDATE = '/actions/commerce/cart/update-cart';
const GET = '/actions/commerce/cart/get-cart';
const STATUS = '/api/v1/shared-cart/get-cart-status';
const LOAD = '/api/v1/shared-cart/load';

describe('shared carts: get-cart-status and load', () => {
  let t: TestApp;
  let purchasableId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 1_000 }] });
    purchasableId = product.variants[0]!.id;
  });
  afterAll(() => t.close());

  const savedCart = async (v: Visitor, qty = 2): Promise<string> => {
    const res = await v.post(UPDATE, { purchasableId, qty });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cart.number;
  };
  const sessionCartOf = async (v: Visitor) => (await v.get(GET)).json().cart;

  it('gives anyone holding a guest’s cart number a copy of its lines', async () => {
    const number = await savedCart(visitor(t.app));
    const friend = visitor(t.app);
    const status = await friend.post(STATUS, { number });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.json()).toEqual({
      exists: true,
      isAuthenticated: false,
      canAccess: true,
      requiresLogin: false,
      ownsCart: false,
    });

    const loaded = await friend.post(LOAD, { number });
    expect(loaded.statusCode).toBe(200);
    const copy = loaded.json().number;
    expect(copy).not.toBe(number);
    expect(loaded.json()).toEqual({ action: 'CART_LOADED', number: copy, message: 'Cart loaded.' });
    expect(loaded.cookies.some((cookie) => cookie.name.endsWith('_commerce_cart'))).toBe(true);
    expect(await sessionCartOf(friend)).toMatchObject({ number: copy, totalQty: 2 });
    // Holding their own cart, the friend owns it.
    expect((await friend.post(STATUS, { number: copy })).json()).toMatchObject({ ownsCart: true });
  });

  it('sends a guest to sign in for a customer’s cart and leaves the guest’s own cart alone', async () => {
    const { customer, v: owner } = await aSignedInCustomer(t.app, t.deps);
    const number = await savedCart(owner);
    const guest = visitor(t.app);
    const ownNumber = await savedCart(guest, 1);

    expect((await guest.post(STATUS, { number })).json()).toEqual({
      exists: true,
      isAuthenticated: false,
      canAccess: false,
      requiresLogin: true,
      ownsCart: false,
    });
    const loaded = await guest.post(LOAD, { number });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({ action: 'REDIRECT_TO_LOGIN', number });
    expect((await sessionCartOf(guest)).number).toBe(ownNumber);

    // Signed in as the owner (on another device), the cart loads.
    const device = visitor(t.app);
    expect((await device.login(customer.email, customer.password)).statusCode).toBe(200);
    expect((await device.post(STATUS, { number })).json()).toEqual({
      exists: true,
      isAuthenticated: true,
      canAccess: true,
      requiresLogin: false,
      ownsCart: true,
    });
    expect((await device.post(LOAD, { number })).json().action).toBe('CART_LOADED');
    expect((await sessionCartOf(device)).number).toBe(number);
  });

  it('knows no cart of another customer for a signed-in customer', async () => {
    const { v: owner } = await aSignedInCustomer(t.app, t.deps);
    const number = await savedCart(owner);
    const { v: other } = await aSignedInCustomer(t.app, t.deps);
    expect((await other.post(STATUS, { number })).json()).toEqual({
      exists: false,
      isAuthenticated: true,
      canAccess: false,
      requiresLogin: false,
      ownsCart: false,
    });
    const loaded = await other.post(LOAD, { number });
    expect(loaded.statusCode).toBe(404);
    expect(loaded.json().message).toBe('Unable to retrieve cart.');
    expect((await sessionCartOf(other)).number).not.toBe(number);
  });

  it('knows no cart for an unknown, malformed or completed number', async () => {
    const shopper = visitor(t.app);
    const number = await savedCart(shopper);
    expect((await shopper.post(UPDATE, { email: 'shopper@example.test' })).statusCode).toBe(200);
    const dummy = (await t.db.db.select().from(gateways)).find((row) => row.type === 'dummy')!;
    const year = String(new Date().getUTCFullYear() + 2);
    const paid = await shopper.post('/actions/commerce/payments/pay', {
      gatewayId: dummy.id,
      paymentForm: {
        dummy: {
          firstName: 'A',
          lastName: 'B',
          number: '4242424242424242',
          month: '12',
          year,
          cvv: '123',
        },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const v = visitor(t.app);
    for (const candidate of [number, 'f'.repeat(32), 'not-a-cart-number']) {
      expect((await v.post(STATUS, { number: candidate })).json()).toEqual({
        exists: false,
        isAuthenticated: false,
        canAccess: false,
        requiresLogin: false,
        ownsCart: false,
      });
      const loaded = await v.post(LOAD, { number: candidate });
      expect(loaded.statusCode).toBe(404);
      expect(loaded.json().message).toBe('Unable to retrieve cart.');
    }
  });

  it('needs a number and a CSRF token', async () => {
    const v = visitor(t.app);
    for (const url of [STATUS, LOAD]) {
      const missing = await v.post(url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('A cart number must be specified.');
      const unverified = await v.post(url, { number: 'f'.repeat(32) }, { csrf: false });
      expect(unverified.statusCode).toBe(400);
      // Craft's shape (message at the top), so the storefront's CSRF retry recognises it.
      expect(unverified.json().message).toBe('Unable to verify your data submission.');
    }
  });
});
