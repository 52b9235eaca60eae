import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer, aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('profile updates through save-user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signedIn = () => aSignedInCustomer(t.app, t.deps);

  it('updates names; fullName wins and first/last are derived', async () => {
    const { customer, v } = await signedIn();
    const res = await v.post('/actions/users/save-user', {
      userId: customer.id,
      fullName: 'Ada King Lovelace',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: customer.id,
      message: 'User saved.',
      user: { fullName: 'Ada King Lovelace', firstName: 'Ada King', lastName: 'Lovelace' },
    });
    expect(res.json()).not.toHaveProperty('csrfTokenValue');
  });

  it('changes the password only with the current one, answers a new CSRF token, ends other sessions', async () => {
    const { customer, v } = await signedIn();
    const other = visitor(t.app);
    await other.login(customer.email, customer.password);

    const wrong = await v.post('/actions/users/save-user', {
      userId: customer.id,
      newPassword: 'new-password-1',
      currentPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: { currentPassword: ['Incorrect current password.'] },
      message: 'Couldn’t save user.',
    });

    const short = await v.post('/actions/users/save-user', {
      userId: customer.id,
      newPassword: '123',
      currentPassword: customer.password,
    });
    expect(short.json().errors).toEqual({
      newPassword: ['New Password should contain at least 6 characters.'],
    });

    const res = await v.post('/actions/users/save-user', {
      userId: customer.id,
      newPassword: 'new-password-1',
      currentPassword: customer.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().csrfTokenValue).toEqual(expect.any(String));
    expect((await v.get('/actions/users/session-info')).json().isGuest).toBe(false);
    expect((await other.get('/actions/users/session-info')).json().isGuest).toBe(true);
    expect((await visitor(t.app).login(customer.email, 'new-password-1')).statusCode).toBe(200);
  });

  it('a new e-mail waits for verification at the new address', async () => {
    const { customer, v } = await signedIn();
    const next = `changed-${customer.email}`;
    const res = await v.post('/actions/users/save-user', {
      userId: customer.id,
      email: next,
      currentPassword: customer.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: customer.email, unverifiedEmail: next });
    const mail = await lastMailTo(t.deps, next);
    expect(mail.subject).toMatch(/confirm|verify/i);
    const verified = await visitor(t.app).post('/api/v1/commerce-cms/verify-email', {
      code: mail.code,
      uid: mail.uid,
    });
    expect(verified.json()).toMatchObject({ success: true, email: next });
    expect((await visitor(t.app).login(next, customer.password)).statusCode).toBe(200);
  });

  it('refuses an e-mail change without the current password', async () => {
    const { customer, v } = await signedIn();
    const res = await v.post('/actions/users/save-user', {
      userId: customer.id,
      email: `x-${customer.email}`,
    });
    expect(res.json().errors).toEqual({ currentPassword: ['Incorrect current password.'] });
  });

  it('refuses editing another customer (403) and leaves them unchanged', async () => {
    const { v } = await signedIn();
    const victim = await aCustomer(t.deps);
    const res = await v.post('/actions/users/save-user', {
      userId: victim.id,
      fullName: 'Hacked Name',
    });
    expect(res.statusCode).toBe(403);
    expect((await t.deps.users.findById(victim.id))?.fullName).toBe('Sam Shopper');
  });
});
