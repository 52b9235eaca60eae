// Audit F11: a refused save-user answers Craft's asModelFailure with the model as submitted: the
// registration draft in full, or the stored user with the posted changes (never a password).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const SAVE = '/actions/users/save-user';

let n = 0;
const newEmail = () => `draft${Date.now().toString(36)}${(n += 1)}@example.test`;

describe('save-user failure bodies echo the submitted user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a refused profile change answers the stored user with the posted fields', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const next = newEmail();
    const res = await v.post(SAVE, {
      userId: customer.id,
      firstName: 'New',
      email: next,
      newPassword: 'x',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ modelName: 'user', message: 'Couldn’t save user.' });
    expect(body.errors.newPassword).toEqual(['New Password should contain at least 6 characters.']);
    expect(body.user).toMatchObject({
      id: customer.id,
      uid: customer.uid,
      firstName: 'New',
      lastName: customer.lastName,
      fullName: `New ${customer.lastName}`,
      email: customer.email,
      unverifiedEmail: next,
      password: null,
      newPassword: null,
      currentPassword: null,
      isCurrent: true,
    });
    expect(res.body).not.toContain('"x"');
    // Nothing was saved.
    const stored = await t.deps.users.findById(customer.id);
    expect(stored).toMatchObject({ firstName: customer.firstName, unverifiedEmail: null });
  });

  it('a refused registration answers a full draft user, as a saved one is answered', async () => {
    const saved = await visitor(t.app).post(SAVE, {
      email: newEmail(),
      password: 'a-good-password',
      firstName: 'Nia',
    });
    expect(saved.statusCode).toBe(200);

    const email = newEmail();
    const res = await visitor(t.app).post(SAVE, {
      email,
      password: 'x',
      firstName: 'Nia',
      lastName: 'New',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.password).toEqual(['New Password should contain at least 6 characters.']);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(saved.json().user).sort());
    expect(body.user).toMatchObject({
      id: null,
      uid: null,
      email,
      unverifiedEmail: email,
      username: email,
      firstName: 'Nia',
      lastName: 'New',
      fullName: 'Nia New',
      status: 'pending',
      pending: true,
      active: false,
      password: null,
      newPassword: null,
      isCurrent: false,
      dateCreated: null,
    });
  });
});
