import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('customer API: /api/user, orders, logout; the app session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers guests 401 “User is not authenticated”', async () => {
    const v = visitor(t.app);
    for (const url of ['/api/user', '/api/user/orders', '/api/user/order/1']) {
      const res = await v.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: { code: 401, message: 'User is not authenticated' } });
    }
  });

  it('returns the signed-in customer with every User field and no secrets', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    await v.login(customer.email, customer.password);
    const { user } = (await v.get('/api/user')).json();
    for (const field of [
      'id',
      'uid',
      'email',
      'username',
      'firstName',
      'lastName',
      'fullName',
      'status',
      'photoId',
      'preferredLanguage',
      'primaryBillingAddressId',
      'primaryShippingAddressId',
      'active',
      'pending',
      'locked',
      'suspended',
      'admin',
      'enabled',
      'archived',
      'lastLoginDate',
      'invalidLoginCount',
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash/);
  });

  it('lists only the customer’s own completed orders and hides other customers’ orders', async () => {
    const customer = await aCustomer(t.deps);
    const other = await aCustomer(t.deps);
    const now = new Date();
    const [mine] = await t.db.db
      .insert(orders)
      .values({
        number: 'a'.repeat(31) + '1',
        currency: 'USD',
        customerId: customer.id,
        isCompleted: true,
        dateOrdered: now,
        reference: 'R-1001',
        orderStatus: 'processing',
        paidStatus: 'paid',
        totalPriceMinor: 12_900,
        totalQty: 3,
        email: customer.email,
      })
      .returning();
    const [theirs] = await t.db.db
      .insert(orders)
      .values({
        number: 'b'.repeat(31) + '2',
        currency: 'USD',
        customerId: other.id,
        isCompleted: true,
        dateOrdered: now,
        totalPriceMinor: 500,
      })
      .returning();
    await t.db.db
      .insert(orders)
      .values({ number: 'c'.repeat(31) + '3', currency: 'USD', customerId: customer.id });
    const v = visitor(t.app);
    await v.login(customer.email, customer.password);
    const list = (await v.get('/api/user/orders')).json();
    expect(list.orders).toEqual([
      {
        id: mine?.id,
        number: mine?.number,
        reference: 'R-1001',
        dateOrdered: now.toISOString(),
        total: 129,
        totalAsCurrency: '$129.00',
        status: 'processing',
        paidStatus: 'paid',
        itemCount: 3,
      },
    ]);
    expect((await v.get(`/api/user/order/${mine?.id}`)).json().order).toMatchObject({
      number: mine?.number,
      total: 129,
    });
    expect((await v.get(`/api/user/order/${theirs?.id}`)).statusCode).toBe(404);
    expect((await v.get('/api/user/order/abc')).statusCode).toBe(400);
  });

  it('GET /api/user/logout ends the session', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    await v.login(customer.email, customer.password);
    const res = await v.get('/api/user/logout');
    expect(res.json()).toMatchObject({ success: true, csrfTokenValue: expect.any(String) });
    expect((await v.get('/api/user')).statusCode).toBe(401);
  });

  it('the app session: a guest gets an id; login sync stores the real user; logout and DELETE clear it', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const guest = (await v.get('/api/_auth/session')).json();
    expect(guest).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const guestCookie = v.cookies.get('CraftSessionId');

    // Sync without being signed in is refused.
    expect((await v.post('/api/v1/commerce-cms/session', { action: 'login' })).statusCode).toBe(
      401,
    );

    await v.login(customer.email, customer.password);
    expect(v.cookies.get('CraftSessionId')).not.toBe(guestCookie);
    const synced = await v.post('/api/v1/commerce-cms/session', {
      action: 'login',
      user: { id: 1, email: 'forged@x.test' },
    });
    expect(synced.statusCode).toBe(200);
    const session = (await v.get('/api/_auth/session')).json();
    expect(session).toMatchObject({
      id: expect.any(String),
      loggedInAt: expect.any(String),
      user: { id: customer.id, email: customer.email },
    });

    const out = await v.post('/api/v1/commerce-cms/session', { action: 'logout' });
    expect(out.json().session.user).toBeUndefined();
    expect((await v.post('/api/v1/commerce-cms/session', { action: 'dance' })).statusCode).toBe(
      400,
    );

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: {
        accept: 'application/json',
        'x-csrf-token': await v.csrf(),
        cookie: [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; '),
      },
    });
    expect(del.json()).toEqual({ loggedOut: true });
  });
});
