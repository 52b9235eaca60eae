// A bare cross-site link changes nothing: the GET sign-out the spec keeps asks for the storefront's
// X-Requested-With marker; load-cart, which the storefront POSTs, is refused as a GET.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_CART_NEEDS_POST } from '../../src/adapters/http/cart/cart.routes.ts';
import { XHR_MARKER_MISSING } from '../../src/adapters/http/craft/xhr-marker.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const GET_CART = '/actions/commerce/cart/get-cart';

describe('state-changing GETs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** What a link or <img> on another site sends: the visitor's cookies, no marker. */
  const crossSiteGet = (v: Visitor, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.90',
      headers: {
        accept: 'text/html,*/*',
        cookie: [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });

  it('GET /api/user/logout without X-Requested-With: 400, still signed in', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '203.0.113.91');
    await v.login(customer.email, customer.password);
    const res = await crossSiteGet(v, '/api/user/logout');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 400, message: XHR_MARKER_MISSING } });
    expect(res.cookies).toEqual([]);
    expect((await v.get('/api/user')).statusCode).toBe(200);
  });

  it('GET /api/user/logout from the storefront (with the marker) signs out', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '203.0.113.92');
    await v.login(customer.email, customer.password);
    const res = await v.get('/api/user/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await v.get('/api/user')).statusCode).toBe(401);
  });

  it('GET load-cart?number= is refused (405, Allow: POST) and leaves the cart cookie alone', async () => {
    const other = visitor(t.app, '203.0.113.93');
    const number = (
      await other.post('/actions/commerce/cart/update-cart', { notes: 'theirs' })
    ).json().cart.number as string;
    const v = visitor(t.app, '203.0.113.94');
    const own = (await v.post('/actions/commerce/cart/update-cart', { notes: 'mine' })).json().cart
      .number as string;
    for (const send of [
      () => crossSiteGet(v, `/actions/commerce/cart/load-cart?number=${number}`),
      () => v.get(`/actions/commerce/cart/load-cart?number=${number}`),
    ]) {
      const res = await send();
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toMatchObject({ message: LOAD_CART_NEEDS_POST });
      expect(res.cookies).toEqual([]);
    }
    expect((await v.get(GET_CART)).json().cart.number).toBe(own);
  });
});
