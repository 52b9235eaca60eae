// Audit F5: Craft decides between JSON and a redirect by the Accept header alone. A request that does
// not list application/json gets a 302 (Location, or X-Redirect with an empty body for an XHR) to the
// posted `redirect` or the action's default; only session-info, get-cart and upload-user-photo insist
// on JSON. Failures keep their JSON body and status whatever the Accept header says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../support/mailbox.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const HTML = { accept: 'text/html', 'x-requested-with': '' };
const HTML_XHR = { accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' };
const SITE = 'http://shop.test';

describe('actions answered to a client that does not accept JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('login redirects to the return URL with Location and signs the session in', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const res = await v.post(
      '/actions/users/login',
      { loginName: customer.email, password: customer.password },
      { headers: HTML },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE}/`);
    expect(res.headers['x-redirect']).toBeUndefined();
    expect(res.cookies.map((cookie) => cookie.name)).toContain('CraftSessionId');
    const info = (await v.get('/actions/users/session-info')).json();
    expect(info).toMatchObject({ isGuest: false, id: customer.id });
  });

  it('login from an XHR redirects through X-Redirect with an empty body', async () => {
    const customer = await aCustomer(t.deps);
    const res = await visitor(t.app).post(
      '/actions/users/login',
      { loginName: customer.email, password: customer.password },
      { headers: HTML_XHR },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-redirect']).toBe(`${SITE}/`);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toBe('');
    expect(res.cookies.map((cookie) => cookie.name)).toContain('CraftSessionId');
  });

  it('a failed login keeps its JSON failure body and status', async () => {
    const customer = await aCustomer(t.deps);
    const res = await visitor(t.app).post(
      '/actions/users/login',
      { loginName: customer.email, password: 'wrong-password' },
      { headers: HTML },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'invalid_credentials' });
  });

  it('update-cart saves the cart and redirects to its own action path', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: null }] });
    const v = visitor(t.app);
    const res = await v.post(
      '/actions/commerce/cart/update-cart',
      { purchasableId: product.variants[0]!.id, qty: 2 },
      { headers: HTML },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE}/actions/commerce/cart/update-cart`);
    const { cart } = (await v.get('/actions/commerce/cart/get-cart')).json();
    expect(cart.totalQty).toBe(2);
  });

  it('save-address, delete-address and logout redirect instead of refusing', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const saved = await v.post(
      '/actions/users/save-address',
      {
        countryCode: 'US',
        fullName: 'Ada Lovelace',
        addressLine1: '12 Analytical Way',
        locality: 'Portland',
        administrativeArea: 'OR',
        postalCode: '97214',
      },
      { headers: HTML_XHR },
    );
    expect(saved.statusCode).toBe(302);
    expect(saved.headers['x-redirect']).toBe(`${SITE}/actions/users/save-address`);
    const { addresses } = (await v.get('/api/user/addresses')).json();
    expect(addresses).toHaveLength(1);

    const deleted = await v.post(
      '/actions/users/delete-address',
      { addressId: addresses[0].id },
      { headers: HTML },
    );
    expect(deleted.statusCode).toBe(302);
    expect(deleted.headers.location).toBe(`${SITE}/actions/users/delete-address`);

    // Craft's postLogoutRedirect: the site's home page.
    const out = await v.post('/actions/users/logout', {}, { headers: HTML });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${SITE}/`);
    expect((await v.get('/actions/users/session-info')).json().isGuest).toBe(true);
  });

  it('send-password-reset-email redirects; get-cart still requires JSON', async () => {
    const customer = await aCustomer(t.deps);
    const reset = await visitor(t.app).post(
      '/actions/users/send-password-reset-email',
      { loginName: customer.email },
      { headers: HTML },
    );
    expect(reset.statusCode).toBe(302);
    expect(reset.headers.location).toBe(`${SITE}/actions/users/send-password-reset-email`);

    const cart = await visitor(t.app).get('/actions/commerce/cart/get-cart', HTML);
    expect(cart.statusCode).toBe(400);
    expect(cart.json().message).toBe('Request must accept JSON in response');
  });

  it('set-password redirects to the success path, and a stale code to the home page', async () => {
    const customer = await aCustomer(t.deps);
    expect(
      (
        await visitor(t.app).post('/actions/users/send-password-reset-email', {
          loginName: customer.email,
        })
      ).statusCode,
    ).toBe(200);
    const mail = await lastMailTo(t.deps, customer.email);
    const form = { code: mail.code, id: mail.uid, newPassword: 'brand-new-secret' };
    const set = await visitor(t.app).post('/actions/users/set-password', form, { headers: HTML });
    expect(set.statusCode).toBe(302);
    expect(set.headers.location).toBe(`${SITE}/`);
    expect((await visitor(t.app).login(customer.email, 'brand-new-secret')).statusCode).toBe(200);

    // Craft's invalidUserTokenPath (the site's home page by default) for a used code.
    const again = await visitor(t.app).post('/actions/users/set-password', form, { headers: HTML });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${SITE}/`);
  });
});
