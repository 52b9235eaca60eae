import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/application/housekeeping/purge-expired.ts';
import { manualClock } from '../support/manual-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

describe('housekeeping', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  it('purges expired sessions and codes, and nothing that is still valid', async () => {
    const customer = await aCustomer(t.deps);
    const short = visitor(t.app);
    await short.login(customer.email, customer.password);
    const remembered = visitor(t.app);
    await remembered.login(customer.email, customer.password, true);
    await visitor(t.app).post('/actions/users/send-password-reset-email', {
      loginName: customer.email,
    });

    expect(await purgeExpired(t.deps)).toEqual({ sessions: 0, codes: 0 });
    clock.advance(3601);
    expect(await purgeExpired(t.deps)).toEqual({ sessions: 1, codes: 1 });
    expect((await short.get('/actions/users/session-info')).json().isGuest).toBe(true);
    expect((await remembered.get('/actions/users/session-info')).json().isGuest).toBe(false);
  });
});
