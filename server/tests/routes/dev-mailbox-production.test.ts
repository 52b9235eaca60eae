import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The outbox holds one-time links (activation, password reset): production must never serve it.
describe('the dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ overrides: { env: 'production' } });
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/view']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('mailbox');
    }
  });
});
