// A few hundred malformed requests over every POST action (and the GET actions and API reads) as a
// signed-in shopper: none may answer 5xx, and none that is refused may change data. The full run
// (1,000+ requests over HTTP) is `npm run bench:fuzz`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzSeedsFrom } from '../support/fuzz/fuzz-seeds.ts';
import { describeFuzzReport, runFuzz } from '../support/fuzz/fuzz-run.ts';
import { malformedRequests } from '../support/fuzz/malformed-requests.ts';
import { fuzzRoutesOf } from '../support/fuzz/routes.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { injectTransport } from '../support/fuzz/inject-transport.ts';

describe('malformed requests (fuzz)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('never answer 5xx and never change data when refused', async () => {
    const routes = fuzzRoutesOf(t.app);
    expect(routes.filter((route) => route.method === 'POST').length).toBeGreaterThan(25);
    const seeds = await fuzzSeedsFrom(t.db.db);
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => aCustomer(t.deps)));
    const report = await runFuzz({
      transport: injectTransport(t.app),
      db: t.db.db,
      requests: malformedRequests(routes, 400, seeds),
      customers,
      seeds,
    });
    const summary = describeFuzzReport(report);
    expect(report.serverErrors.length, summary).toBe(0);
    expect(report.changedByRefused.length, summary).toBe(0);
  }, 300_000);
});
