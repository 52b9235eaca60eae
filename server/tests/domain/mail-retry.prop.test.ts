import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_RETRY,
  leaseEnd,
  nextAttemptAt,
  retryDelaySeconds,
} from '../../src/domain/mail/mail-retry.rules.ts';

const policy = DEFAULT_MAIL_RETRY;
const attempt = fc.integer({ min: 1, max: policy.maxAttempts - 1 });

describe('mail retry rules', () => {
  it('waits 5 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(policy, n))).toEqual([5, 10, 20, 40]);
  });

  it('never waits longer than the cap, and never less after a later failure', () => {
    fc.assert(
      fc.property(attempt, (n) => {
        const delay = retryDelaySeconds(policy, n);
        expect(delay).toBeLessThanOrEqual(policy.maxRetrySeconds);
        expect(retryDelaySeconds(policy, n + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('tries again after the delay until the last attempt, then gives up', () => {
    const failedAt = new Date('2026-11-27T12:00:00Z');
    fc.assert(
      fc.property(attempt, (n) => {
        expect(nextAttemptAt(policy, n, failedAt)?.getTime()).toBe(
          failedAt.getTime() + retryDelaySeconds(policy, n) * 1000,
        );
      }),
    );
    expect(nextAttemptAt(policy, policy.maxAttempts, failedAt)).toBeNull();
  });

  it('holds a claim longer than an SMTP delivery may take (10 + 10 + 30 s timeouts)', () => {
    const claimedAt = new Date('2026-11-27T12:00:00Z');
    expect(leaseEnd(policy, claimedAt).getTime() - claimedAt.getTime()).toBeGreaterThan(50_000);
  });
});
