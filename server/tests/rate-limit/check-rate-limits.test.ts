import { describe, expect, it } from 'vitest';
import {
  checkRateLimits,
  rateLimitKey,
} from '../../src/application/rate-limit/check-rate-limits.ts';
import {
  DEFAULT_RATE_LIMIT_POLICIES,
  type RateLimitPolicies,
} from '../../src/application/rate-limit/rate-limit-policies.ts';
import { inMemoryRateLimiter } from './in-memory.rate-limiter.ts';

const NOW = new Date('2030-01-01T10:00:10.000Z');
const policies: RateLimitPolicies = {
  ...DEFAULT_RATE_LIMIT_POLICIES,
  'login-ip': [
    { limit: 5, windowSeconds: 60 },
    { limit: 8, windowSeconds: 3600 },
  ],
  'login-account': [{ limit: 2, windowSeconds: 60 }],
};

describe('checkRateLimits', () => {
  it('keys name the policy and the subject, case-insensitively', () => {
    expect(rateLimitKey('login-account', ' Ann@Example.COM ')).toBe(
      'login-account:ann@example.com',
    );
  });

  it('allows with the tightest rule of all checks', async () => {
    const deps = { limiter: inMemoryRateLimiter(), policies };
    const decision = await checkRateLimits(
      deps,
      [
        { policy: 'login-ip', key: 'login-ip:203.0.113.9' },
        { policy: 'login-account', key: 'login-account:ann' },
      ],
      NOW,
    );
    expect(decision).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
  });

  it('refuses with the longest wait when several rules refuse', async () => {
    const deps = { limiter: inMemoryRateLimiter(), policies };
    const ip = { policy: 'login-ip', key: 'login-ip:203.0.113.9' } as const;
    for (let i = 0; i < 8; i++) {
      await checkRateLimits(deps, [ip], new Date(NOW.getTime() + i * 60_000));
    }
    // Minute 8: the hour rule refuses (9th hit) and, after 5 more, the minute rule too.
    const later = new Date(NOW.getTime() + 8 * 60_000);
    for (let i = 0; i < 5; i++) await checkRateLimits(deps, [ip], later);
    const decision = await checkRateLimits(deps, [ip], later);
    expect(decision).toMatchObject({ allowed: false, limit: 8, retryAfterSeconds: 3600 - 490 });
  });

  it('counts every check even when one refuses', async () => {
    const limiter = inMemoryRateLimiter();
    const deps = { limiter, policies };
    const account = { policy: 'login-account', key: 'login-account:ann' } as const;
    const ip = { policy: 'login-ip', key: 'login-ip:203.0.113.9' } as const;
    for (let i = 0; i < 3; i++) await checkRateLimits(deps, [account, ip], NOW);
    expect(await checkRateLimits(deps, [ip], NOW)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('needs at least one check', async () => {
    await expect(
      checkRateLimits({ limiter: inMemoryRateLimiter(), policies }, [], NOW),
    ).rejects.toThrow(/at least one check/);
  });
});
