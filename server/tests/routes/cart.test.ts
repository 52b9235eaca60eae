import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor } from '../support/visitor.ts';

const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const GET_CART = '/actions/commerce/cart/get-cart';

describe('GET /actions/commerce/cart/get-cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const getCart = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: GET_CART,
      headers: cookie ? { ...HEADERS, cookie } : HEADERS,
    });

  it('gives a new visitor an empty, unsaved cart in the Craft shape', async () => {
    const res = await getCart();
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    expect(cart).toMatchObject({
      id: null,
      number: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: null,
      couponCode: null,
      isCompleted: false,
      currency: 'USD',
      totalQty: 0,
      itemSubtotal: 0,
      itemTotal: 0,
      totalPrice: 0,
      totalPaid: 0,
      totalDiscount: 0,
      totalTax: 0,
      totalShippingCost: 0,
      totalPriceAsCurrency: '$0.00',
      shippingMethodHandle: '',
      lineItems: [],
      notices: [],
      availableShippingMethodOptions: [],
      billingAddress: null,
      shippingAddress: null,
      dateOrdered: null,
      paidStatus: 'unpaid',
    });
    expect(cart.shortNumber).toBe(cart.number.slice(0, 7));
    expect(String(res.headers['set-cookie'])).toMatch(
      /^[0-9a-f]{32}_commerce_cart=.+Max-Age=31536000/,
    );
  });

  it('keeps one number per visitor from the first get-cart on, without storing a cart', async () => {
    const visitorOne = visitor(t.app);
    const first = (await visitorOne.get(GET_CART)).json().cart.number;
    expect((await visitorOne.get(GET_CART)).json().cart.number).toBe(first);
    expect((await visitorOne.get(GET_CART)).json().cart.number).toBe(first);
    // A crawler's get-carts store nothing.
    expect(await t.db.db.select().from(orders).where(eq(orders.number, first))).toEqual([]);
    const product = await aProduct(t.db.db, { variants: [{ stock: null, priceMinor: 500 }] });
    const updated = await visitorOne.post('/actions/commerce/cart/update-cart', {
      purchasableId: product.variants[0]!.id,
    });
    expect(updated.json().cart.number).toBe(first);
    expect((await visitorOne.get(GET_CART)).json().cart.number).toBe(first);
    // Another visitor has a number of their own.
    expect((await visitor(t.app).get(GET_CART)).json().cart.number).not.toBe(first);
  });

  it('ignores a forged cart cookie and starts a new cart', async () => {
    const first = await getCart();
    const name = cookieHeader(first.headers['set-cookie']).split('=')[0];
    const forged = await getCart(`${name}=${'a'.repeat(32)}`);
    expect(forged.json().cart.number).not.toBe('a'.repeat(32));
    expect(forged.json().cart.number).toMatch(/^[0-9a-f]{32}$/);
  });

  it('continues a saved cart and replaces a completed order with a new cart', async () => {
    const first = await getCart();
    const cookie = cookieHeader(first.headers['set-cookie']);
    const number = first.json().cart.number;
    const [saved] = await t.db.db.insert(orders).values({ number, currency: 'USD' }).returning();
    const continued = (await getCart(cookie)).json().cart;
    expect(continued).toMatchObject({ id: saved?.id, number });
    expect(continued.dateCreated).toEqual({ date: expect.any(String), time: expect.any(String) });

    const { eq } = await import('drizzle-orm');
    await t.db.db.update(orders).set({ isCompleted: true }).where(eq(orders.number, number));
    const next = (await getCart(cookie)).json().cart;
    expect(next.number).not.toBe(number);
    expect(next.id).toBeNull();
  });

  it('forget-cart drops the cart cookie and redirects an XHR through X-Redirect', async () => {
    const info = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: HEADERS,
    });
    const cart = await getCart();
    const cookie = `${cookieHeader(info.headers['set-cookie'])}; ${cookieHeader(cart.headers['set-cookie'])}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/actions/commerce/cart/forget-cart',
      headers: {
        ...HEADERS,
        accept: 'text/html',
        cookie,
        'x-csrf-token': info.json().csrfTokenValue,
      },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-redirect']).toBe('http://shop.test/actions/commerce/cart/forget-cart');
    expect(res.headers.location).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/_commerce_cart=; Max-Age=0/);
    expect(res.body).toBe('');
  });

  it('forget-cart takes an empty body sent as JSON, as Yii does (a headless client sends one)', async () => {
    const info = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: HEADERS,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/actions/commerce/cart/forget-cart',
      headers: {
        ...HEADERS,
        'content-type': 'application/json',
        cookie: cookieHeader(info.headers['set-cookie']),
        'x-csrf-token': info.json().csrfTokenValue,
      },
      payload: '',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-redirect']).toBe('http://shop.test/actions/commerce/cart/forget-cart');
    // Broken JSON is still refused.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/actions/commerce/cart/forget-cart',
      headers: {
        ...HEADERS,
        'content-type': 'application/json',
        cookie: cookieHeader(info.headers['set-cookie']),
        'x-csrf-token': info.json().csrfTokenValue,
      },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
