import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

// Every public GET, as a crawler without cookies sends it (parameters made up where a path needs one).
const PUBLIC_GETS = [
  '/api/_auth/session',
  '/actions/users/session-info',
  '/actions/commerce/cart/get-cart',
  '/actions/commerce/cart/load-cart?number=0123456789abcdef0123456789abcdef',
  '/actions/commerce/downloads/pdf?number=0123456789abcdef0123456789abcdef',
  '/actions/commerce/payments/complete-payment?commerceTransactionHash=x',
  '/actions/users/verify-email?code=x&id=y',
  '/api/user',
  '/api/user/addresses',
  '/api/user/orders',
  '/api/user/order/1',
  '/api/user/subscriptions',
  '/api/users/info?email=crawler%40example.test',
  '/api/v1/blog/categories',
  '/api/v1/blog/categories/news',
  '/api/v1/blog/posts',
  '/api/v1/blog/posts/some-post',
  '/api/v1/case-studies',
  '/api/v1/case-studies/some-study',
  '/api/v1/categories',
  '/api/v1/categories/power-tools',
  '/api/v1/menus/footer-menu',
  '/api/v1/pages',
  '/api/v1/pages/about',
  '/api/v1/products',
  '/api/v1/products/some-product',
  '/api/v1/search?q=drill',
  '/api/v1/singles/site-footer',
  '/api/v1/subscription-plans',
  '/api/v1/variants/1',
  '/img/user-photos/1',
  '/settings/enabled-countries',
  '/settings/enabled-gateways',
  '/settings/enabled-states',
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/',
  '/products/some-product',
];

describe('anonymous visitors cost no session row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const sessionRows = async () => (await t.db.db.select({ n: count() }).from(sessions))[0]?.n;

  it('100 cookieless GETs of every public path leave the sessions table as it was', async () => {
    const before = await sessionRows();
    for (const url of PUBLIC_GETS) {
      await Promise.all(
        Array.from({ length: 100 }, () =>
          t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.9' }),
        ),
      );
    }
    expect(await sessionRows()).toBe(before);
  }, 120_000);

  it('a guest’s app session is an id and no cookie; signing in makes the one row', async () => {
    const before = await sessionRows();
    const v = visitor(t.app, '198.51.100.10');
    const guest = await v.get('/api/_auth/session');
    expect(guest.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(v.cookies.has('CraftSessionId')).toBe(false);
    expect(await sessionRows()).toBe(before);

    const customer = await aCustomer(t.deps);
    expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    expect(await sessionRows()).toBe((before ?? 0) + 1);
    expect((await v.post('/api/v1/commerce-cms/session', { action: 'login' })).statusCode).toBe(
      200,
    );
    expect((await v.get('/api/_auth/session')).json()).toMatchObject({
      user: { id: customer.id },
    });
  });

  it('CSRF works for a visitor without a session row', async () => {
    const before = await sessionRows();
    const v = visitor(t.app, '198.51.100.11');
    const ok = await v.post('/api/users/resend-verification', { email: 'guest@example.test' });
    expect(ok.statusCode).toBe(200);
    const forged = await v.post(
      '/api/users/resend-verification',
      { email: 'guest@example.test' },
      { csrf: 'not-a-token' },
    );
    expect(forged.statusCode).toBe(400);
    expect(await sessionRows()).toBe(before);
  });
});
