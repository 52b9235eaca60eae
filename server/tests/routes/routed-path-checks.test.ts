// CSRF and sessions are decided by the route the router matched, not by the raw URL:
// `/%61ctions/...` routes to `/actions/...` and must be checked like it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FAILURE_MESSAGE } from '../../src/domain/csrf/csrf-token.rules.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

/** update-cart spelt as a client may spell it: percent-encoded, doubled slashes, other case, a query. */
const UPDATE_CART_SPELLINGS = [
  '/%61ctions/commerce/cart/update-cart',
  '/actions/commerce/cart/update%2Dcart',
  '/%61%63%74%69%6f%6e%73/commerce/cart/update-cart',
  '/%2561ctions/commerce/cart/update-cart',
  '/actions%2Fcommerce/cart/update-cart',
  '/actions/commerce%2Fcart%2Fupdate-cart',
  '//actions/commerce/cart/update-cart',
  '/actions//commerce/cart/update-cart',
  '/ACTIONS/commerce/cart/update-cart',
  '/Actions/Commerce/Cart/Update-Cart',
  '/actions/commerce/cart/update-cart/',
  '/actions/commerce/cart/update-cart?',
  '/actions/commerce/cart/update-cart?x=1',
  '/%61ctions/commerce/cart/update-cart?x=%2F',
  '/actions/commerce/cart/update-cart;x=1',
];

describe('checks on the routed path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(UPDATE_CART_SPELLINGS)('%s without a CSRF token changes nothing', async (url) => {
    const v = visitor(t.app, '203.0.113.80');
    const res = await v.post(url, { notes: 'written without a token' }, { csrf: false });
    if (res.statusCode === 404) return; // the router does not route it: no action ran
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CSRF_FAILURE_MESSAGE });
    const cart = (await v.get('/actions/commerce/cart/get-cart')).json().cart;
    expect(cart.notes ?? null).not.toBe('written without a token');
  });

  it('an encoded path still carries the signed-in session', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '203.0.113.81');
    expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    const info = await v.get('/%61ctions/users/session-info');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ isGuest: false });
  });
});
