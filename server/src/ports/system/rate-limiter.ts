import type { RateLimitDecision, RateLimitRule } from '../../domain/rate-limit/rate-limit.ts';

/**
 * Counts hits per key in fixed windows, shared by every server process (database or Redis). One key may
 * be hit with several rules of different window lengths; each window length has its own counter.
 */
export interface RateLimiter {
  /** Counts one hit (refused hits count too) and decides it against `rule`. */
  hit(key: string, rule: RateLimitRule, now: Date): Promise<RateLimitDecision>;
  /** Forgets every window of `key`, e.g. an account's failures after a successful login. */
  reset(key: string): Promise<void>;
}
