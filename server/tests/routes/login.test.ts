import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('POST /actions/users/login and logout', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  it('signs in by e-mail in any case, answering Craft’s user model and a new CSRF token', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const guestToken = await v.csrf();
    const res = await v.login(customer.email.toUpperCase(), customer.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      returnUrl: 'http://shop.test/',
      csrfTokenValue: expect.any(String),
      modelName: 'user',
      user: {
        id: customer.id,
        uid: customer.uid,
        email: customer.email,
        username: customer.username,
        status: 'active',
        active: true,
        pending: false,
        locked: false,
        admin: false,
        password: null,
        fullName: 'Sam Shopper',
        friendlyName: 'Sam',
        primaryBillingAddressId: null,
      },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.csrfTokenValue).not.toBe(guestToken);
    expect(v.cookies.has('CraftSessionId')).toBe(true);

    const info = (await v.get('/actions/users/session-info')).json();
    expect(info).toMatchObject({
      isGuest: false,
      id: customer.id,
      uid: customer.uid,
      username: customer.username,
      email: customer.email,
    });
    expect(info.timeout).toBeGreaterThan(3590);
    expect(info.timeout).toBeLessThanOrEqual(3600);

    // The guest token no longer validates for the signed-in identity.
    const stale = await v.post('/actions/users/logout', {}, { csrf: guestToken });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Unable to verify your data submission.');
  });

  it('signs in by username; remember-me keeps the session 14 days', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    const res = await v.login(customer.username, customer.password, true);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'CraftSessionId');
    expect(cookie?.maxAge).toBe(1_209_600);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await v.get('/actions/users/session-info')).json().timeout).toBeGreaterThan(1_209_000);
  });

  it('rotates the session id on login and on logout', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    await v.get('/api/_auth/session').catch(() => undefined);
    await v.login(customer.email, customer.password);
    const signedInId = v.cookies.get('CraftSessionId');
    expect(signedInId).toBeDefined();

    const second = visitor(t.app);
    await second.login(customer.email, customer.password);
    expect(second.cookies.get('CraftSessionId')).not.toBe(signedInId);

    const out = await v.post('/actions/users/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ csrfTokenValue: expect.any(String) });
    expect(v.cookies.has('CraftSessionId')).toBe(false);
    expect((await v.get('/actions/users/session-info')).json().isGuest).toBe(true);

    // Replaying the old cookie after logout signs nobody in.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/actions/users/session-info',
      headers: { accept: 'application/json', cookie: `CraftSessionId=${signedInId}` },
    });
    expect(replay.json().isGuest).toBe(true);
  });

  it('answers every failure with Craft’s errorCode and message', async () => {
    const active = await aCustomer(t.deps);
    const pending = await aCustomer(t.deps, { status: 'pending' });
    const suspended = await aCustomer(t.deps, { status: 'suspended' });
    const inactive = await aCustomer(t.deps, { status: 'inactive' });
    const cases = [
      [active.email, 'wrong-password', 'invalid_credentials', 'Invalid username or password.'],
      ['nobody@example.test', 'whatever1', 'invalid_credentials', 'Invalid username or password.'],
      [pending.email, pending.password, 'pending_verification', 'Account has not been activated.'],
      [suspended.email, suspended.password, 'account_suspended', 'Account suspended.'],
      [inactive.email, inactive.password, 'invalid_credentials', 'Invalid username or password.'],
    ] as const;
    for (const [loginName, password, errorCode, message] of cases) {
      const res = await visitor(t.app).login(loginName, password);
      expect(res.statusCode, loginName).toBe(400);
      expect(res.json()).toEqual({ errorCode, message });
    }
  });

  it('a signed-in session’s login answers its own user and never signs in to another (login CSRF)', async () => {
    const a = await aCustomer(t.deps);
    const b = await aCustomer(t.deps);
    const v = visitor(t.app);
    expect((await v.login(a.email, a.password)).statusCode).toBe(200);
    // Craft lets this one POST through without a token (a double submit), so it must read nothing.
    const again = await v.post(
      '/actions/users/login',
      { loginName: b.email, password: b.password },
      { csrf: false },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(a.id);
    expect((await v.get('/actions/users/session-info')).json().id).toBe(a.id);
  });

  it('refuses a login without loginName or password', async () => {
    const v = visitor(t.app);
    for (const body of [{ password: 'x' }, { loginName: 'x' }, {}]) {
      const res = await v.post('/actions/users/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request missing required body param');
    }
  });

  it('forgets a client’s wrong passwords once its window is over', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) await v.login(customer.email, 'nope-nope');
    clock.advance(3601);
    expect((await v.login(customer.email, 'nope-nope')).json().errorCode).toBe(
      'invalid_credentials',
    );
  });
});

describe('login of an account flagged for a password reset', () => {
  it('answers password_reset_required and mails a reset link', async () => {
    const t = await startTestApp();
    try {
      const customer = await aCustomer(t.deps);
      await t.deps.users.update(customer.id, { passwordResetRequired: true });
      const res = await visitor(t.app).login(customer.email, customer.password);
      expect(res.json()).toEqual({
        errorCode: 'password_reset_required',
        message: 'You need to reset your password. Check your email for instructions.',
      });
      const [mail] = await t.deps.outbox.list({ to: customer.email });
      expect(mail?.links.some((link) => link.includes('/reset-password?code='))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
