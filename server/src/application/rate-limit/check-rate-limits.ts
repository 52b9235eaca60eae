import type { RateLimitDecision } from '../../domain/rate-limit/rate-limit.ts';
import { mostRestrictive } from '../../domain/rate-limit/rate-limit.rules.ts';
import type { RateLimiter } from '../../ports/system/rate-limiter.ts';
import type { RateLimitPolicies, RateLimitPolicyName } from './rate-limit-policies.ts';

/** One counter to hit: `key` names the subject within the policy, e.g. `login-ip:203.0.113.9`. */
export interface RateLimitCheck {
  readonly policy: RateLimitPolicyName;
  readonly key: string;
}

export interface RateLimitDeps {
  readonly limiter: RateLimiter;
  readonly policies: RateLimitPolicies;
}

/** `login-account` + `Ann@Example.com ` -> `login-account:ann@example.com`; one person, one counter. */
export const rateLimitKey = (policy: RateLimitPolicyName, subject: string): string =>
  `${policy}:${subject.trim().toLowerCase()}`;

/**
 * Hits every rule of every check (all of them, so a refused request still counts everywhere) and
 * returns the refusal that lasts longest, or, when all allow, the tightest allowance.
 */
export async function checkRateLimits(
  deps: RateLimitDeps,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<RateLimitDecision> {
  const hits = checks.flatMap((check) =>
    deps.policies[check.policy].map((rule) => deps.limiter.hit(check.key, rule, now)),
  );
  const [first, ...rest] = await Promise.all(hits);
  if (!first) throw new Error('checkRateLimits needs at least one check with at least one rule');
  return mostRestrictive([first, ...rest]);
}
