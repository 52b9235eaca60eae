// An invoice PDF is laid out off the event loop. An order holding a 600,000-character note (stored
// before notes were capped) took 1.1-1.5 s of the loop to render, stalling every other request
// (/healthz 8 ms -> 881 ms); now other requests are answered while it renders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/adapters/db/schema.ts';
import { dummyCard, gatewayIdOf } from '../support/dummy-card.mother.ts';
import { fuzzSeedsFrom } from '../support/fuzz/fuzz-seeds.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';

/**
 * The longest stall of the event loop while `work` runs (seen by a 5 ms ticker), and how long the work
 * took. Compared as a share of the whole, not in milliseconds: a busy machine stretches both alike.
 */
async function longestStall(
  work: () => Promise<unknown>,
): Promise<{ longest: number; total: number }> {
  const started = performance.now();
  let last = started;
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
    // A loop that never turned during the work shows its stall at the next tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    clearInterval(ticker);
  }
  return { longest, total: performance.now() - started };
}

describe('invoice PDF rendering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not hold the event loop, even for an order with a 600,000-character note', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const { purchasableId } = await fuzzSeedsFrom(t.db.db);
    expect((await v.post('/actions/commerce/cart/update-cart', { purchasableId })).statusCode).toBe(
      200,
    );
    const paid = await v.post('/actions/commerce/payments/pay', {
      gatewayId: await gatewayIdOf(t.db.db, 'dummy'),
      paymentForm: { dummy: dummyCard('4242424242424242') },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId: number = paid.json().cart.id;
    const note = 'An old note, stored before notes had a limit. '.repeat(13_000);
    await t.db.db.update(orders).set({ customerNote: note }).where(eq(orders.id, orderId));

    const warmUp = await v.get(`/api/user/order/${orderId}`, { accept: 'application/pdf' });
    expect(warmUp.statusCode).toBe(200);
    let pdf: Buffer | undefined;
    const stall = await longestStall(async () => {
      const response = await v.get(`/api/user/order/${orderId}`, { accept: 'application/pdf' });
      expect(response.statusCode).toBe(200);
      pdf = response.rawPayload;
    });
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.length).toBeGreaterThan(300_000);
    // Laid out on the event loop, the one stall is nearly all of the request (0.9 and more).
    expect(stall.longest / stall.total).toBeLessThan(0.5);
  });
});
