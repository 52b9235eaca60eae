import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_POLICIES } from '../../src/application/rate-limit/rate-limit-policies.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('rate limits on the account endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('the defaults let one IP register 10 accounts and try 30 logins within a minute', async () => {
    const v = visitor(t.app, '198.51.100.7');
    for (let i = 0; i < 10; i += 1) {
      const res = await v.post('/actions/users/save-user', {
        email: `burst${i}@example.test`,
        password: 'a-good-password',
      });
      expect(res.statusCode, `registration ${i}`).toBe(200);
    }
    const customer = await aCustomer(t.deps);
    for (let i = 0; i < 30; i += 1) {
      const res = await v.login(customer.email, i % 2 === 0 ? customer.password : 'wrong-password');
      expect(res.statusCode, `login ${i}`).not.toBe(429);
      // stay under the lockout: a success resets the failure count
    }
  });

  it('answers 429 with Retry-After and a clear message once a policy is exhausted', async () => {
    const policies = {
      ...DEFAULT_RATE_LIMIT_POLICIES,
      'login-ip': [{ limit: 3, windowSeconds: 60 }],
    };
    const limited = await startTestApp({
      overrides: { rateLimits: { ...t.deps.rateLimits, policies } },
    });
    try {
      const v = visitor(limited.app, '192.0.2.44');
      for (let i = 0; i < 3; i += 1)
        expect((await v.login('someone@example.test', 'whatever1')).statusCode).toBe(400);
      const res = await v.login('someone@example.test', 'whatever1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      // Another address is not affected.
      expect(
        (await visitor(limited.app, '192.0.2.45').login('someone@example.test', 'whatever1'))
          .statusCode,
      ).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('limits password reset mails per account', async () => {
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '203.0.113.99');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await v.post('/actions/users/send-password-reset-email', { loginName: customer.email }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
