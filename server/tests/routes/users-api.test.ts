import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
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

  it('request-activation: the mailed link lets an imported customer choose a password and activate', async () => {
    const imported = await aCustomer(t.deps, { status: 'inactive', password: null });
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
    expect(mail.subject).toBe('Activate your Test Shop account');
    expect(mail.link).toContain('/reset-password?');
    // The password in the request is not the account's: only the mailbox's owner chooses one.
    expect((await visitor(t.app).login(imported.email, 'my-new-password')).statusCode).toBe(400);
    const set = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'chosen-password',
    });
    expect(set.json()).toEqual({ status: 'active' });
    const login = await visitor(t.app).login(imported.email, 'chosen-password');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ status: 'active' });
  });

  it('account takeover: a stranger’s request-activation cannot set a pending account’s password', async () => {
    const owner = { email: 'owner-to-be@example.test', password: 'owners-own-password' };
    const registered = await visitor(t.app).post('/actions/users/save-user', {
      email: owner.email,
      password: owner.password,
      firstName: 'Olga',
      lastName: 'Owner',
    });
    expect(registered.statusCode).toBe(200);

    const stranger = visitor(t.app, '198.51.100.66');
    const attack = await stranger.post('/api/users/request-activation', {
      email: owner.email,
      firstName: 'Mal',
      lastName: 'Lory',
      password: 'strangers-password',
      passwordConfirm: 'strangers-password',
    });
    expect(attack.statusCode).toBe(200);

    // The owner follows the newest mail, as in the report, and chooses (or keeps) their password.
    const newest = await lastMailTo(t.deps, owner.email);
    expect(newest.link).toContain('/reset-password?');
    expect((await stranger.login(owner.email, 'strangers-password')).statusCode).toBe(400);
    const set = await visitor(t.app).post('/actions/users/set-password', {
      code: newest.code,
      id: newest.uid,
      newPassword: owner.password,
    });
    expect(set.json()).toEqual({ status: 'active' });
    expect((await stranger.login(owner.email, 'strangers-password')).statusCode).toBe(400);
    const signedIn = await visitor(t.app).login(owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ firstName: 'Olga', lastName: 'Owner' });
  });

  it('account takeover: the owner activating through their registration mail keeps their own password', async () => {
    const email = 'registrant@example.test';
    await visitor(t.app).post('/actions/users/save-user', {
      email,
      password: 'registrants-password',
      firstName: 'Rita',
      lastName: 'Registrant',
    });
    const activation = await lastMailTo(t.deps, email);
    clock.advance(120);
    await visitor(t.app, '198.51.100.67').post('/api/users/request-activation', {
      email,
      firstName: 'Mal',
      lastName: 'Lory',
      password: 'strangers-password',
      passwordConfirm: 'strangers-password',
    });
    const resent = await visitor(t.app).post('/api/users/resend-verification', { email });
    expect(resent.statusCode).toBe(200);
    const newest = await lastMailTo(t.deps, email);
    expect(newest.link).toContain('/verify-email?');
    expect(newest.code).not.toBe(activation.code);
    const verified = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', {
      code: newest.code,
      uid: newest.uid,
    });
    expect(verified.json().success).toBe(true);
    expect((await visitor(t.app).login(email, 'strangers-password')).statusCode).toBe(400);
    const login = await visitor(t.app).login(email, 'registrants-password');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ firstName: 'Rita', status: 'active' });
  });

  it('account takeover: registering an imported customer’s address saves nothing and mails the owner', async () => {
    const imported = await aCustomer(t.deps, {
      status: 'inactive',
      password: null,
      firstName: 'Ines',
      lastName: 'Imported',
    });
    await t.deps.users.update(imported.id, { preferredLanguage: 'de', invalidLoginCount: 3 });
    const stranger = visitor(t.app, '198.51.100.68');
    const res = await stranger.post('/actions/users/save-user', {
      email: imported.email,
      password: 'strangers-password',
      firstName: 'Mal',
      lastName: 'Lory',
    });
    expect(res.statusCode).toBe(200);
    // The answer shows what the stranger typed, nothing of the stored customer's record.
    expect(res.json().user).toMatchObject({
      firstName: 'Mal',
      status: 'pending',
      preferredLanguage: null,
      invalidLoginCount: 0,
      dateCreated: clock.now().toISOString(),
    });
    const stored = await t.deps.users.findById(imported.id);
    expect(stored).toMatchObject({ firstName: 'Ines', hasPassword: false, pending: false });
    const mail = await lastMailTo(t.deps, imported.email);
    expect(mail.link).toContain('/reset-password?');
    // Following the newest mail, the owner chooses the password; the stranger's never works.
    await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'owners-choice-1',
    });
    expect((await stranger.login(imported.email, 'strangers-password')).statusCode).toBe(400);
    expect((await visitor(t.app).login(imported.email, 'owners-choice-1')).statusCode).toBe(200);
  });

  it('request-activation validates as the spec says and answers alike for every address', async () => {
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
    const pendingOne = await aCustomer(t.deps, { status: 'pending' });
    const answers = [];
    for (const email of [active.email, 'ghost2@example.test', pendingOne.email]) {
      const res = await v.post('/api/users/request-activation', {
        email,
        firstName: 'A',
        lastName: 'B',
      });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    // The active customer's password still works: an answer is all a stranger gets.
    expect((await visitor(t.app).login(active.email, active.password)).statusCode).toBe(200);
  });

  it('request-activation mails one address at most five times a minute, whoever asks', async () => {
    const imported = await aCustomer(t.deps, { status: 'inactive', password: null });
    const statuses = [];
    // Eleven asks from eleven addresses: even across a minute boundary, one window gets a sixth.
    for (let i = 0; i < 11; i += 1) {
      const res = await visitor(t.app, `192.0.2.${100 + i}`).post('/api/users/request-activation', {
        email: imported.email,
        firstName: 'A',
        lastName: 'B',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses).toContain(429);
  });

  it('set-password takes a verification code only while the account has no password', async () => {
    const { customer, v } = await signedIn();
    const changed = await v.post('/actions/users/save-user', {
      userId: customer.id,
      email: 'typo-address@example.test',
      currentPassword: customer.password,
    });
    expect(changed.statusCode).toBe(200);
    const mail = await lastMailTo(t.deps, 'typo-address@example.test');
    const res = await visitor(t.app).post('/actions/users/set-password', {
      code: mail.code,
      id: mail.uid,
      newPassword: 'typo-holders-password',
    });
    expect(res.statusCode).toBe(400);
    expect((await visitor(t.app).login(customer.email, customer.password)).statusCode).toBe(200);
  });

  const signedIn = () => aSignedInCustomer(t.app, t.deps);
});
