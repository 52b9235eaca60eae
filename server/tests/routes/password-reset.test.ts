import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('password reset', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  const requestReset = (loginName?: string) =>
    visitor(t.app).post(
      '/actions/users/send-password-reset-email',
      loginName === undefined ? {} : { loginName },
    );

  it('mails a reset link; set-password with it changes the password once, with no sign-in', async () => {
    const customer = await aCustomer(t.deps);
    const signedIn = visitor(t.app);
    await signedIn.login(customer.email, customer.password);

    const res = await requestReset(customer.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent.' });
    const mail = await lastMailTo(t.deps, customer.email);
    expect(mail.link).toMatch(/^http:\/\/shop\.test\/reset-password\?code=[\w-]{32}&uid=/);

    const set = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'brand-new-secret',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 'active' });
    expect(set.cookies.find((c) => c.name === 'CraftSessionId')).toBeUndefined();

    expect((await visitor(t.app).login(customer.email, customer.password)).statusCode).toBe(400);
    expect((await visitor(t.app).login(customer.email, 'brand-new-secret')).statusCode).toBe(200);
    // Whoever had the old password is signed out everywhere.
    expect((await signedIn.get('/actions/users/session-info')).json().isGuest).toBe(true);

    const reused = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'another-secret',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'InvalidVerificationCode' });
  });

  it('a reset link expires after an hour, and a newer link replaces an older one', async () => {
    const customer = await aCustomer(t.deps);
    await requestReset(customer.email);
    const first = await lastMailTo(t.deps, customer.email);
    await requestReset(customer.email);
    const second = await lastMailTo(t.deps, customer.email);
    const old = await visitor(t.app).post('/actions/users/set-password', {
      code: first.code,
      id: first.uid,
      newPassword: 'new-secret-1',
    });
    expect(old.json()).toEqual({ message: 'InvalidVerificationCode' });
    clock.advance(3600);
    const late = await visitor(t.app).post('/actions/users/set-password', {
      code: second.code,
      id: second.uid,
      newPassword: 'new-secret-1',
    });
    expect(late.json()).toEqual({ message: 'InvalidVerificationCode' });
  });

  it('answers Craft’s errors for missing and unknown login names', async () => {
    const missing = await requestReset();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      errors: ['Username or email is required.'],
      message: 'Username or email is required.',
    });
    const unknown = await requestReset('nobody@example.test');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: ['Invalid username or email.'],
      message: 'Invalid username or email.',
    });
  });

  it('set-password: Craft’s errors for missing params, unknown uid and a short password', async () => {
    const customer = await aCustomer(t.deps);
    await requestReset(customer.email);
    const mail = await lastMailTo(t.deps, customer.email);
    const v = visitor(t.app);
    expect(
      (
        await v.post('/actions/users/set-password', { id: mail.uid, newPassword: 'x1234567' })
      ).json().message,
    ).toBe('Request missing required body param');
    expect(
      (
        await v.post('/actions/users/set-password', { code: mail.code, newPassword: 'x1234567' })
      ).json().message,
    ).toBe('Request missing required param');
    expect(
      (
        await v.post('/actions/users/set-password', {
          code: mail.code,
          id: 'no-such-uid',
          newPassword: 'x1234567',
        })
      ).json().message,
    ).toBe('Invalid user UID: no-such-uid');
    const short = await v.post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      0: 'New Password should contain at least 6 characters.',
      message: 'Couldn’t update password.',
    });
    // A rejected password did not use the code up.
    const ok = await v.post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'long-enough-now',
    });
    expect(ok.json()).toEqual({ status: 'active' });
  });
});
