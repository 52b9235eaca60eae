// Audit F7: Craft's requirePostRequest answers any other method with 400 `Post request required`
// (Ref §1.3); the POST-only actions here used to fall through to the 404 page answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

describe('GET or HEAD on a POST-only action', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'HEAD', url: string) =>
    t.app.inject({ method, url, headers: JSON_HEADERS });

  it.each([
    '/actions/commerce/cart/update-cart',
    '/actions/commerce/payments/pay',
    '/actions/users/save-user',
    '/actions/users/delete-address',
    '/actions/commerce/cart/update-cart?purchasableId=1&qty=2',
  ])('GET %s → 400 Post request required', async (url) => {
    const res = await send('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: 'Bad Request',
      message: 'Post request required',
      code: 0,
      status: 400,
      error: 'Post request required',
    });
  });

  it('HEAD answers the same status with no body', async () => {
    const res = await send('HEAD', '/actions/commerce/payments/pay');
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('');
  });

  it('keeps the answers that are not about the method', async () => {
    expect((await send('GET', '/actions/commerce/cart/no-such-action')).statusCode).toBe(404);
    expect((await send('GET', '/actions/commerce/cart/load-cart')).statusCode).toBe(405);
    expect((await send('GET', '/actions/users/session-info')).statusCode).toBe(200);
    // /api/* POST endpoints are not Craft actions: no requirePostRequest there.
    expect((await send('GET', '/api/v1/shared-cart/load')).statusCode).toBe(404);
  });
});
