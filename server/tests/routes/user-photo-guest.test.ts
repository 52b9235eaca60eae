// Audit F15: upload-user-photo is not open to guests; Craft's anonymous check (403, empty message) runs
// before the action's own Accept check (reference §1.5, §2.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

const UPLOAD = '/actions/users/upload-user-photo';
const HTML = { headers: { accept: 'text/html' } };

describe('upload-user-photo without a JSON Accept header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a guest gets 403 before the Accept check', async () => {
    const res = await visitor(t.app).post(UPLOAD, { userId: 1 }, HTML);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('');
  });

  it('a signed-in customer still needs to accept JSON', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const res = await v.post(UPLOAD, { userId: customer.id }, HTML);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request must accept JSON in response');
  });
});
