// Applies the named rate limits to a request: a refusal becomes a 429 with Retry-After, rendered by the
// app's error handler in the path's error shape; an allowance advertises the tightest remaining budget.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  checkRateLimits,
  type RateLimitCheck,
  type RateLimitDeps,
  rateLimitKey,
} from '../../../application/rate-limit/check-rate-limits.ts';
import type { RateLimitPolicyName } from '../../../application/rate-limit/rate-limit-policies.ts';
import type { RateLimitDecision } from '../../../domain/rate-limit/rate-limit.ts';
import {
  ipRateLimitSubject,
  tooManyAttemptsMessage,
} from '../../../domain/rate-limit/rate-limit.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

export interface RateLimitGuardDeps extends RateLimitDeps {
  readonly now?: () => Date;
}

/** Counts the request's client address (request.ip honours the app's trustProxy setting). */
export const ipCheck = (policy: RateLimitPolicyName, request: FastifyRequest): RateLimitCheck => ({
  policy,
  key: rateLimitKey(policy, ipRateLimitSubject(request.ip)),
});

/** Counts an account by the login name or e-mail as typed, case-insensitively. */
export const accountCheck = (policy: RateLimitPolicyName, loginName: string): RateLimitCheck => ({
  policy,
  key: rateLimitKey(policy, loginName),
});

/**
 * Hits the checks and sets the RateLimit-* headers; a refusal is logged and gets Retry-After. For a
 * route whose refusal is not Craft's error shape (Vendure's Shop API answers in GraphQL's).
 */
export async function applyRateLimits(
  deps: RateLimitGuardDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  checks: readonly RateLimitCheck[],
): Promise<RateLimitDecision> {
  const now = deps.now?.() ?? new Date();
  const decision = await checkRateLimits(deps, checks, now);
  setRateLimitHeaders(reply, decision, now);
  if (!decision.allowed) {
    // Logged so an attack shows up in the logs; keys name IPs and login names, never passwords.
    request.log.info(
      {
        rateLimit: {
          keys: checks.map((check) => check.key),
          retryAfter: decision.retryAfterSeconds,
        },
      },
      'rate limited',
    );
    reply.header('retry-after', String(decision.retryAfterSeconds));
  }
  return decision;
}

export async function enforceRateLimits(
  deps: RateLimitGuardDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  checks: readonly RateLimitCheck[],
): Promise<void> {
  const decision = await applyRateLimits(deps, request, reply, checks);
  if (!decision.allowed)
    throw new HttpError(429, tooManyAttemptsMessage(decision.retryAfterSeconds));
}

/** The IETF draft's RateLimit-Limit/-Remaining/-Reset (seconds), for the rule closest to refusing. */
function setRateLimitHeaders(reply: FastifyReply, decision: RateLimitDecision, now: Date): void {
  const resetSeconds = Math.max(0, Math.ceil((decision.resetAt.getTime() - now.getTime()) / 1000));
  reply.header('ratelimit-limit', String(decision.limit));
  reply.header('ratelimit-remaining', String(decision.remaining));
  reply.header('ratelimit-reset', String(resetSeconds));
}
