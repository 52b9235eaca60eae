import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('the storefront account helpers: users/info, resend-verification, request-activation', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  it('users/info describes the account behind an e-mail', async () => {
    const active = await aCustomer(t.deps);
    const inactive = await aCustomer(t.deps, { status: 'inactive' });
    const v = visitor(t.app);
    expect(
      (await v.get(`/api/users/info?email=${encodeURIComponent(active.email)}`)).json(),
    ).toEqual({
      success: true,
      email: active.email,
      status: 'active',
      hasProfile: true,
      canRequestActivation: false,
      passwordResetRequired: false,
      message: 'An active account uses this e-mail address.',
    });
    expect(
      (await v.get(`/api/users/info?email=${encodeURIComponent(inactive.email)}`)).json(),
    ).toMatchObject({
      status: 'inactive',
      hasProfile: false,
      canRequestActivation: true,
    });
    expect((await v.get('/api/users/info?email=nobody%40example.test')).json()).toMatchObject({
      success: true,
      status: 'none',
      hasProfile: false,
    });
    const bad = await v.get('/api/users/info?email=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      message: 'Please enter a valid e-mail address.',
    });
  });

  it('resend-verification re-sends the activation mail once a minute, with timeRemaining', async () => {
    const pending = await aCustomer(t.deps, { status: 'pending' });
    const v = visitor(t.app);
    const first = await v.post('/api/users/resend-verification', { email: pending.email });
    expect(first.statusCode).toBe(200);
    expect(first.json().success).toBe(true);
    const mail = await lastMailTo(t.deps, pending.email);
    expect(mail.subject).toBe('Activate your Test Shop account');

    clock.advance(20);
    const soon = await v.post('/api/users/resend-verification', { email: pending.email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({
      success: false,
      error: 'cooldown',
      message: 'Please wait 40 seconds before requesting another verification e-mail.',
      timeRemaining: 40,
    });
    expect(soon.headers['retry-after']).toBe('40');
    clock.advance(41);
    expect(
      (await v.post('/api/users/resend-verification', { email: pending.email })).statusCode,
    ).toBe(200);
    expect((await lastMailTo(t.deps, pending.email)).code).not.toBe(mail.code);
  });

  it('resend-verification: the same answer for an unknown address, clear errors otherwise', async () => {
    const active = await aCustomer(t.deps);
    const v = visitor(t.app);
    expect(
      (await v.post('/api/users/resend-verification', { email: 'ghost@example.test' })).json()
        .success,
    ).toBe(true);
    const already = await v.post('/api/users/resend-verification', { email: active.email });
    expect(already.statusCode).toBe(400);
    expect(already.json()).toMatchObject({ success: false, error: 'already_active' });
    const invalid = await v.post('/api/users/resend-verification', { email: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('invalid_email');
  });

  it('request-activation: an imported customer sets names and a password, then activates by mail', async () => {
    const imported = await aCustomer(t.deps, { status: 'inactive' });
    const v = visitor(t.app);
    const res = await v.post('/api/users/request-activation', {
      email: imported.email,
      firstName: 'Ivy',
      lastName: 'Imported',
      password: 'my-new-password',
      passwordConfirm: 'my-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const mail = await lastMailTo(t.deps, imported.email);
    expect(mail.link).toContain('/verify-email?');
    const verified = await v.post('/api/v1/commerce-cms/verify-email', {
      code: mail.code,
      uid: mail.uid,
    });
    expect(verified.json().success).toBe(true);
    const login = await visitor(t.app).login(imported.email, 'my-new-password');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      firstName: 'Ivy',
      lastName: 'Imported',
      status: 'active',
    });
  });

  it('request-activation without a password leads to setting one', async () => {
    const imported = await aCustomer(t.deps, { status: 'inactive', password: null });
    await visitor(t.app).post('/api/users/request-activation', {
      email: imported.email,
      firstName: 'Ivo',
      lastName: 'Import',
    });
    const mail = await lastMailTo(t.deps, imported.email);
    expect(mail.link).toContain('/reset-password?');
    const set = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'chosen-password',
    });
    expect(set.json()).toEqual({ status: 'active' });
  });

  it('request-activation validates as the spec says and refuses active or unknown accounts', async () => {
    const active = await aCustomer(t.deps);
    const v = visitor(t.app);
    const invalid = await v.post('/api/users/request-activation', {
      email: 'bad',
      firstName: '',
      lastName: ' ',
      password: 'abcdefgh',
      passwordConfirm: 'different',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      email: ['Email is not a valid email address.'],
      firstName: ['First Name cannot be blank.'],
      lastName: ['Last Name cannot be blank.'],
      passwordConfirm: ['Passwords do not match.'],
    });
    const done = await v.post('/api/users/request-activation', {
      email: active.email,
      firstName: 'A',
      lastName: 'B',
    });
    expect(done.json().error).toBe('already_active');
    const unknown = await v.post('/api/users/request-activation', {
      email: 'ghost2@example.test',
      firstName: 'A',
      lastName: 'B',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
