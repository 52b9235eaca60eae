import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

let n = 0;
const newEmail = () => `new${Date.now().toString(36)}${(n += 1)}@example.test`;

describe('registration and e-mail verification', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  const register = (email: string, extra: Record<string, string> = {}) =>
    visitor(t.app).post('/actions/users/save-user', {
      email,
      username: email,
      password: 'a-good-password',
      firstName: 'Nia',
      lastName: 'New',
      sendVerificationEmail: '1',
      ...extra,
    });

  it('saves a pending user, answers Craft’s model, and mails an activation link', async () => {
    const email = newEmail();
    const res = await register(email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      modelName: 'user',
      message: 'User saved.',
      user: {
        email,
        status: 'pending',
        pending: true,
        active: false,
        firstName: 'Nia',
        lastName: 'New',
        fullName: 'Nia New',
      },
    });
    const mail = await lastMailTo(t.deps, email);
    expect(mail.subject).toBe('Activate your Test Shop account');
    expect(mail.link).toMatch(/^http:\/\/shop\.test\/verify-email\?code=[\w-]{32}&uid=/);
    expect(mail.uid).toBe(body.user.uid);

    // Not yet: pending accounts cannot sign in.
    expect((await visitor(t.app).login(email, 'a-good-password')).json().errorCode).toBe(
      'pending_verification',
    );

    const verified = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', {
      code: mail.code,
      uid: mail.uid,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, status: 'active', email });
    expect((await visitor(t.app).login(email, 'a-good-password')).statusCode).toBe(200);

    // The code was single use.
    const again = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', {
      code: mail.code,
      uid: mail.uid,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().success).toBe(false);
  });

  it('verifies through Craft’s actions/users/verify-email link with a redirect', async () => {
    const email = newEmail();
    await register(email);
    const mail = await lastMailTo(t.deps, email);
    const wrong = await visitor(t.app).get(
      `/actions/users/verify-email?code=${'x'.repeat(32)}&id=${mail.uid}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'InvalidVerificationCode' });
    const res = await visitor(t.app).get(
      `/actions/users/verify-email?code=${mail.code}&id=${mail.uid}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers['x-redirect']).toBe('http://shop.test/');
    const missing = await visitor(t.app).get('/actions/users/verify-email?code=abc');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Request missing required param');
  });

  it('refuses an expired verification link (24 hours)', async () => {
    const email = newEmail();
    await register(email);
    const mail = await lastMailTo(t.deps, email);
    clock.advance(86_400);
    const res = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', {
      code: mail.code,
      uid: mail.uid,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers missing verification parameters with the spec’s message', async () => {
    const res = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', { code: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid verification parameters' });
  });

  it('reports every invalid field with Craft’s messages', async () => {
    const taken = await aCustomer(t.deps);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ email: '' }, { email: ['Email cannot be blank.'] }],
      [{ email: 'not-an-email' }, { email: ['Email is not a valid email address.'] }],
      [
        { email: taken.email.toUpperCase() },
        { email: [`Email "${taken.email.toUpperCase()}" has already been taken.`] },
      ],
      [{ password: '123' }, { password: ['New Password should contain at least 6 characters.'] }],
      [{ password: '' }, { password: ['New Password cannot be blank.'] }],
      [
        { firstName: 'visit https://spam.test' },
        { firstName: ['Invalid value “visit https://spam.test”.'] },
      ],
      [
        { username: taken.username },
        { username: [`Username "${taken.username}" has already been taken.`] },
      ],
    ];
    for (const [override, errors] of cases) {
      const email = override.email ?? newEmail();
      const res = await register(email, { ...override, username: override.username ?? email });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toMatchObject({
        modelName: 'user',
        message: 'Couldn’t save user.',
        errors,
      });
    }
  });

  it('refuses a signed-in customer registering someone else (403 as Craft)', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app);
    await v.login(customer.email, customer.password);
    const res = await v.post('/actions/users/save-user', {
      email: newEmail(),
      password: 'whatever123',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('User is not authorized to perform this action.');
  });

  it('refuses registration without a CSRF token', async () => {
    const res = await visitor(t.app).post(
      '/actions/users/save-user',
      { email: newEmail(), password: 'whatever123' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unable to verify your data submission.');
  });
});
