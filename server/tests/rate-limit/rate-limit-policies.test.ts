import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMIT_POLICIES,
  RATE_LIMIT_POLICY_NAMES,
  RateLimitConfigError,
  rateLimitEnvVar,
  readRateLimitPolicies,
} from '../../src/application/rate-limit/rate-limit-policies.ts';
import type { RateLimitRule } from '../../src/domain/rate-limit/rate-limit.ts';

/** Hits allowed in a burst of `seconds` starting at a window boundary (the least generous case). */
const allowedWithin = (rules: readonly RateLimitRule[], seconds: number) =>
  Math.min(...rules.filter((r) => r.windowSeconds >= seconds).map((r) => r.limit));

describe('default rate limit policies', () => {
  it('let one person (or a test suite from one IP) register 10 accounts and try 30 logins a minute', () => {
    expect(allowedWithin(DEFAULT_RATE_LIMIT_POLICIES['register-ip'], 60)).toBeGreaterThanOrEqual(
      10,
    );
    expect(allowedWithin(DEFAULT_RATE_LIMIT_POLICIES['login-ip'], 60)).toBeGreaterThanOrEqual(30);
  });

  it('give one client five tries at one account (Craft’s lockout) and users/info ten a minute', () => {
    expect(DEFAULT_RATE_LIMIT_POLICIES['login-account']).toEqual([
      { limit: 5, windowSeconds: 300 },
      { limit: 20, windowSeconds: 3600 },
    ]);
    expect(allowedWithin(DEFAULT_RATE_LIMIT_POLICIES['users-info-ip'], 60)).toBe(10);
  });

  it('let one visitor send 10 forms a minute and 60 an hour, and no more', () => {
    expect(DEFAULT_RATE_LIMIT_POLICIES['forms-ip']).toEqual([
      { limit: 10, windowSeconds: 60 },
      { limit: 60, windowSeconds: 3600 },
    ]);
    expect(rateLimitEnvVar('forms-ip')).toBe('RATE_LIMIT_FORMS_IP');
    expect(readRateLimitPolicies({ RATE_LIMIT_FORMS_IP: '3/60' })['forms-ip']).toEqual([
      { limit: 3, windowSeconds: 60 },
    ]);
  });

  it('every policy also has a window of an hour or more, against slow, steady stuffing', () => {
    for (const name of RATE_LIMIT_POLICY_NAMES) {
      const rules = DEFAULT_RATE_LIMIT_POLICIES[name];
      expect(
        rules.some((r) => r.windowSeconds >= 3600),
        name,
      ).toBe(true);
      expect(new Set(rules.map((r) => r.windowSeconds)).size, name).toBe(rules.length);
    }
  });
});

describe('readRateLimitPolicies', () => {
  it('gives the defaults when nothing is set, and treats blank values as unset', () => {
    expect(readRateLimitPolicies({})).toEqual(DEFAULT_RATE_LIMIT_POLICIES);
    expect(readRateLimitPolicies({ RATE_LIMIT_LOGIN_IP: '  ', PATH: '/bin' })).toEqual(
      DEFAULT_RATE_LIMIT_POLICIES,
    );
  });

  it('replaces one policy from RATE_LIMIT_<POLICY>', () => {
    expect(rateLimitEnvVar('resend-verification-account')).toBe(
      'RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT',
    );
    const policies = readRateLimitPolicies({ RATE_LIMIT_LOGIN_IP: '60/60, 600/3600,5000/86400' });
    expect(policies['login-ip']).toEqual([
      { limit: 60, windowSeconds: 60 },
      { limit: 600, windowSeconds: 3600 },
      { limit: 5000, windowSeconds: 86400 },
    ]);
    expect(policies['register-ip']).toEqual(DEFAULT_RATE_LIMIT_POLICIES['register-ip']);
  });

  it('refuses a bad value, naming the variable and the problem', () => {
    const read = (value: string) => () => readRateLimitPolicies({ RATE_LIMIT_REGISTER_IP: value });
    expect(read('10 per minute')).toThrow(RateLimitConfigError);
    expect(read('10 per minute')).toThrow(
      'Invalid RATE_LIMIT_REGISTER_IP="10 per minute": "10 per minute" is not a rule; expected limit/window seconds such as "30/60"',
    );
    expect(read('0/60')).toThrow(/RATE_LIMIT_REGISTER_IP.*limit must be a whole number from 1/);
    expect(read('10/60,20/60')).toThrow(/RATE_LIMIT_REGISTER_IP.*same 60 s window/);
  });

  it('refuses unknown RATE_LIMIT_ variables, which are most likely typos', () => {
    expect(() => readRateLimitPolicies({ RATE_LIMIT_LOGIN: '5/60' })).toThrow(
      /Unknown rate limit variable RATE_LIMIT_LOGIN; known: RATE_LIMIT_LOGIN_IP, /,
    );
  });

  it('refuses RATE_LIMITS_DISABLED: limits are always on', () => {
    expect(() => readRateLimitPolicies({ RATE_LIMITS_DISABLED: '1' })).toThrow(
      /RATE_LIMITS_DISABLED is not supported: rate limits are always on/,
    );
  });
});
