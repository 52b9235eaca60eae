// A RateLimiter for tests of its callers; it passes the same contract as the real adapters.
import type { RateLimitRule } from '../../src/domain/rate-limit/rate-limit.ts';
import { decide, windowStartOf } from '../../src/domain/rate-limit/rate-limit.rules.ts';
import type { RateLimiter } from '../../src/ports/system/rate-limiter.ts';

export function inMemoryRateLimiter(
  counts: Map<string, Map<string, number>> = new Map(),
): RateLimiter {
  return {
    async hit(key: string, rule: RateLimitRule, now: Date) {
      const windowStart = windowStartOf(now, rule.windowSeconds);
      const windows = counts.get(key) ?? new Map<string, number>();
      counts.set(key, windows);
      const window = `${rule.windowSeconds}@${windowStart.getTime()}`;
      const hits = (windows.get(window) ?? 0) + 1;
      windows.set(window, hits);
      return decide(hits, rule, windowStart, now);
    },
    async reset(key: string) {
      counts.delete(key);
    },
  };
}
