// With Vendure as the shop's commerce, our own (Craft's actions and APIs: accounts, carts, payments,
// orders, the back office) is not served: a second checkout and account system over a database that
// is not the shop's would only be a door left open. What every shop needs stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const JSON_XHR = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

describe('our own commerce on a Vendure shop', () => {
  let shop: TestApp;
  let csrf = '';
  let cookie = '';

  beforeAll(async () => {
    shop = await startTestApp({
      overrides: {
        commerce: {
          kind: 'vendure',
          shopApiUrl: new URL('http://127.0.0.1:9/shop-api'),
          sessionCookie: 'vendure-shop-session',
        },
      },
    });
    const info = await shop.app.inject({ url: '/actions/users/session-info', headers: JSON_XHR });
    csrf = (info.json() as { csrfTokenValue: string }).csrfTokenValue;
    cookie = [info.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
  });
  afterAll(() => shop.close());

  it.each([
    ['POST', '/actions/users/login'],
    ['POST', '/actions/users/save-user'],
    ['POST', '/actions/commerce/cart/update-cart'],
    ['POST', '/actions/commerce/payments/pay'],
    ['GET', '/actions/commerce/cart/get-cart'],
    ['GET', '/api/admin/orders'],
  ] as const)('does not serve %s %s', async (method, url) => {
    const answer = await shop.app.inject({
      method,
      url,
      headers: { ...JSON_XHR, 'x-csrf-token': csrf, cookie },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(answer.statusCode).toBe(404);
  });

  it("still gives the CSRF token, the site's content and its search", async () => {
    expect(csrf).toMatch(/\S/);
    const menus = await shop.app.inject({ url: '/api/v1/singles/sticky-bar-cta' });
    expect(menus.statusCode).not.toBe(404);
    const search = await shop.app.inject({ url: '/api/v1/search?q=drill' });
    expect(search.statusCode).toBe(200);
  });
});
