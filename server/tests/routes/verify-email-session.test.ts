// Audit F13: Craft's users/verify-email signs out a different signed-in user before it verifies
// (UsersController::_processTokenRequest): the link is someone else's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_TOKEN_NAME } from '../../src/domain/csrf/csrf-token.rules.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

let n = 0;
const newEmail = () => `verify${Date.now().toString(36)}${(n += 1)}@example.test`;
const isGuest = async (v: Visitor) =>
  (await v.get('/actions/users/session-info')).json().isGuest as boolean;

describe('users/verify-email with another user signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** B registers; the code and uid of B's activation link. */
  const registeredLink = async () => {
    const email = newEmail();
    const res = await visitor(t.app).post('/actions/users/save-user', {
      email,
      password: 'a-good-password',
    });
    expect(res.statusCode).toBe(200);
    return lastMailTo(t.deps, email);
  };
  const open = (v: Visitor, code: string, uid: string) =>
    v.get(`/actions/users/verify-email?code=${code}&id=${uid}`);

  it('signs A out as users/logout does (new CSRF token, cart forgotten), then verifies B', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    await v.get('/actions/commerce/cart/get-cart');
    const link = await registeredLink();
    const res = await open(v, link.code, link.uid);
    expect(res.statusCode).toBe(302);
    const cookie = (suffix: string) => res.cookies.find((c) => c.name.endsWith(suffix));
    expect(cookie(CSRF_TOKEN_NAME)?.value).toBeTruthy();
    expect(cookie('_commerce_cart')?.value).toBe('');
    expect(await isGuest(v)).toBe(true);
    expect((await t.deps.users.findByUid(link.uid))?.active).toBe(true);
  });

  it('keeps the session of the user whose own link it is', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const next = newEmail();
    const saved = await v.post('/actions/users/save-user', {
      userId: customer.id,
      email: next,
      currentPassword: customer.password,
    });
    expect(saved.statusCode).toBe(200);
    const link = await lastMailTo(t.deps, next);
    expect((await open(v, link.code, link.uid)).statusCode).toBe(302);
    expect(await isGuest(v)).toBe(false);
  });

  it('keeps the session for a link to no account', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const res = await open(v, 'x'.repeat(32), '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(400);
    expect(await isGuest(v)).toBe(false);
  });
});
