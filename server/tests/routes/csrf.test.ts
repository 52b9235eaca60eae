import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const FORGET = '/actions/commerce/cart/forget-cart';

describe('CSRF check on state-changing actions', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const info = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: HEADERS,
    });
    cookie = cookieHeader(info.headers['set-cookie']);
    token = info.json().csrfTokenValue;
  });
  afterAll(() => t.close());

  const expectCsrfFailure = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: 'Bad Request',
      message: 'Unable to verify your data submission.',
      code: 0,
      status: 400,
      error: 'Unable to verify your data submission.',
    });
  };

  it('refuses a POST without a token', async () => {
    expectCsrfFailure(
      await t.app.inject({ method: 'POST', url: FORGET, headers: { ...HEADERS, cookie } }),
    );
  });

  it('refuses a token without the cookie it was minted for', async () => {
    expectCsrfFailure(
      await t.app.inject({
        method: 'POST',
        url: FORGET,
        headers: { ...HEADERS, 'x-csrf-token': token },
      }),
    );
  });

  it("refuses another visitor's token", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: HEADERS,
    });
    expectCsrfFailure(
      await t.app.inject({
        method: 'POST',
        url: FORGET,
        headers: { ...HEADERS, cookie, 'x-csrf-token': other.json().csrfTokenValue },
      }),
    );
  });

  it('accepts the token as the CRAFT_CSRF_TOKEN body param', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: FORGET,
      headers: { ...HEADERS, cookie, 'content-type': 'application/json' },
      payload: { CRAFT_CSRF_TOKEN: token },
    });
    expect(res.statusCode).toBe(302);
  });

  // Audit F9: Yii accepts the request when either the body param or the header validates.
  it('accepts a fresh body token beside a stale header token', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const guestToken = await v.csrf();
    expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    const fresh = await v.csrf();
    expect(fresh).not.toBe(guestToken);
    const res = await v.post(
      '/actions/commerce/cart/update-cart',
      { CRAFT_CSRF_TOKEN: fresh },
      { csrf: guestToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cart updated.');
  });

  it('accepts a fresh header token beside a stale body token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: FORGET,
      headers: { ...HEADERS, cookie, 'content-type': 'application/json', 'x-csrf-token': token },
      payload: { CRAFT_CSRF_TOKEN: 'stale' },
    });
    expect(res.statusCode).toBe(302);
  });

  it('refuses when neither the header nor the body token validates', async () => {
    expectCsrfFailure(
      await t.app.inject({
        method: 'POST',
        url: FORGET,
        headers: { ...HEADERS, cookie, 'content-type': 'application/json', 'x-csrf-token': 'x' },
        payload: { CRAFT_CSRF_TOKEN: 'y' },
      }),
    );
  });
});
