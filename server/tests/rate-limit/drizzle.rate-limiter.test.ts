import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleRateLimiter } from '../../src/adapters/db/rate-limit/drizzle.rate-limiter.ts';
import { rateLimitHits } from '../../src/adapters/db/schema.ts';
import { openTestDatabase, type TestDatabase, usesPostgres } from '../support/test-database.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.cleanup());

describeRateLimiterContract(
  `database rate limiter on ${usesPostgres() ? 'PostgreSQL' : 'PGlite'}`,
  async () => drizzleRateLimiter(t.database.db),
);

describe('database rate limiter housekeeping', () => {
  const minute = { limit: 5, windowSeconds: 60 };
  const rowsOf = async (key: string) =>
    t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `${key}#60`))
      .then(([row]) => row?.n ?? 0);

  it('purges expired counters at most once per interval, not on every hit', async () => {
    const limiter = drizzleRateLimiter(t.database.db, { purgeEveryMs: 60_000 });
    const [old, other] = [randomUUID(), randomUUID()];
    const start = new Date('2031-05-05T00:00:00.000Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    await limiter.hit(other, minute, at(50)); // purges; the next purge is due at 00:01:50
    await limiter.hit(old, minute, at(55)); // its counter expires at 00:01:00
    await limiter.hit(other, minute, at(70));
    expect(await rowsOf(old)).toBe(1);
    await limiter.hit(other, minute, at(110));
    expect(await rowsOf(old)).toBe(0);
    expect(await rowsOf(other)).toBe(1);
  });
});
