// Fixed-window counters in rate_limit_hits, so every process on one database shares them. A single
// upsert both counts and reads, which keeps concurrent hits from several processes exact.
import { lt, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../../../domain/rate-limit/rate-limit.ts';
import { decide, windowStartOf } from '../../../domain/rate-limit/rate-limit.rules.ts';
import type { RateLimiter } from '../../../ports/system/rate-limiter.ts';
import type { Db } from '../database.ts';
import { rateLimitHits } from '../schema.ts';

export interface DrizzleRateLimiterOptions {
  /** How often this process deletes expired counters; a purge scans the table, so not on every hit. */
  readonly purgeEveryMs?: number;
}

const DEFAULT_PURGE_EVERY_MS = 60_000;

/**
 * Rules of different lengths may share a window start (a minute and an hour both start at 12:00), and
 * the primary key is (key, window_start), so the stored key carries the window length.
 */
const storedKey = (key: string, rule: RateLimitRule) => `${key}#${rule.windowSeconds}`;

export function drizzleRateLimiter(db: Db, options: DrizzleRateLimiterOptions = {}): RateLimiter {
  const purgeEveryMs = options.purgeEveryMs ?? DEFAULT_PURGE_EVERY_MS;
  let nextPurgeAt = Number.NEGATIVE_INFINITY;

  async function purgeExpired(now: Date): Promise<void> {
    if (now.getTime() < nextPurgeAt) return;
    // Set before awaiting so concurrent hits do not all start a purge.
    nextPurgeAt = now.getTime() + purgeEveryMs;
    try {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, now));
    } catch {
      // Housekeeping only: the next interval tries again, and the upsert already reported a broken database.
    }
  }

  return {
    async hit(key, rule, now) {
      const windowStart = windowStartOf(now, rule.windowSeconds);
      const expiresAt = new Date(windowStart.getTime() + rule.windowSeconds * 1000);
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: storedKey(key, rule), windowStart, hits: 1, expiresAt })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      if (!row) throw new Error('rate limit upsert returned no row');
      await purgeExpired(now);
      return decide(row.hits, rule, windowStart, now);
    },

    async reset(key) {
      // Exactly `${key}#<digits>`: a prefix match alone would also reset a key such as `${key}#x`.
      const prefix = `${key}#`;
      await db
        .delete(rateLimitHits)
        .where(
          sql`starts_with(${rateLimitHits.key}, ${prefix}) and substr(${rateLimitHits.key}, char_length(${prefix}) + 1) ~ '^[0-9]+$'`,
        );
    },
  };
}
