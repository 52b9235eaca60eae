import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app.ts';

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
});
