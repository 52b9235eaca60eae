import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app.ts';

const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

describe('GET /actions/users/session-info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a guest with Craft fields and sets an HttpOnly CSRF cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: JSON_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      isGuest: true,
      timeout: 0,
      csrfTokenName: 'CRAFT_CSRF_TOKEN',
      csrfTokenValue: expect.stringMatching(/^[A-Za-z0-9_-]{100,}$/),
    });
    expect(String(res.headers['set-cookie'])).toMatch(
      /^CRAFT_CSRF_TOKEN=.+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the cookie-bound token: a second call masks the same raw token and sets no new cookie', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: JSON_HEADERS,
    });
    const cookie = cookieHeader(first.headers['set-cookie']);
    const second = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: { ...JSON_HEADERS, cookie },
    });
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.json().csrfTokenValue).not.toBe(first.json().csrfTokenValue);
    // Both masks are accepted for a state-changing call made with that cookie.
    for (const token of [first.json().csrfTokenValue, second.json().csrfTokenValue]) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/actions/commerce/cart/forget-cart',
        headers: { ...JSON_HEADERS, cookie, 'x-csrf-token': token },
      });
      expect(post.statusCode).toBe(302);
    }
  });

  it('replaces a tampered CSRF cookie with a new one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: { ...JSON_HEADERS, cookie: 'CRAFT_CSRF_TOKEN=forged.signature' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^CRAFT_CSRF_TOKEN=/);
  });

  it('refuses a request that does not accept JSON, as Craft does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'Bad Request',
      message: 'Request must accept JSON in response',
      status: 400,
    });
  });
});
