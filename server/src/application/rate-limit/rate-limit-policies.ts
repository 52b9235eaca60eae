// The named limits on the customer-account endpoints, their defaults, and the environment overrides.
// Per-minute rules let a person (or an end-to-end suite from one IP) work normally; the longer windows
// are what stop credential stuffing and mail bombing. Limits cannot be switched off, only raised.
import type { RateLimitRule } from '../../domain/rate-limit/rate-limit.ts';
import {
  describeRateLimitRuleError,
  parseRateLimitRules,
} from '../../domain/rate-limit/rate-limit.rules.ts';

export const RATE_LIMIT_POLICY_NAMES = [
  'login-ip',
  'login-account',
  'register-ip',
  'password-reset-ip',
  'password-reset-account',
  'resend-verification-ip',
  'resend-verification-account',
  'users-info-ip',
  'request-activation-ip',
  'request-activation-account',
  'forms-ip',
  'address-validation-ip',
  'payments-ip',
  'order-lookup-ip',
  'order-lookup-reference',
  'stock-alerts-ip',
  'coupons-ip',
  'shop-api-ip',
] as const;

export type RateLimitPolicyName = (typeof RATE_LIMIT_POLICY_NAMES)[number];

export type RateLimitPolicies = Readonly<Record<RateLimitPolicyName, readonly RateLimitRule[]>>;

const perMinute = (limit: number): RateLimitRule => ({ limit, windowSeconds: 60 });
const perHour = (limit: number): RateLimitRule => ({ limit, windowSeconds: 3600 });

export const DEFAULT_RATE_LIMIT_POLICIES: RateLimitPolicies = {
  'login-ip': [perMinute(60), perHour(600)],
  // Sign-in attempts on one account from one client, until a correct password clears them: Craft's five
  // wrong passwords, then "Account locked" for that client only, so nobody can lock the owner out.
  'login-account': [{ limit: 5, windowSeconds: 300 }, perHour(20)],
  'register-ip': [perMinute(20), perHour(100)],
  'password-reset-ip': [perMinute(20), perHour(100)],
  // Each request mails the account's owner: few per account, so nobody's inbox can be flooded.
  'password-reset-account': [perMinute(5), perHour(20)],
  'resend-verification-ip': [perMinute(20), perHour(100)],
  'resend-verification-account': [perMinute(5), perHour(20)],
  // Answers whether an e-mail address has an account: the sign-in and activation screens ask once per
  // address typed; more would be enumeration.
  'users-info-ip': [perMinute(10), perHour(60)],
  'request-activation-ip': [perMinute(20), perHour(100)],
  'request-activation-account': [perMinute(5), perHour(20)],
  // Every form submission mails the shop: a person sends a few, a script must not fill the inbox.
  'forms-ip': [perMinute(10), perHour(60)],
  // Checkout validates as the customer types; each call may cost an AvaTax request.
  'address-validation-ip': [perMinute(60), perHour(600)],
  // payments/pay and cart/complete: a shopper retries a declined card a few times; a script must not
  // run cards or place orders in bulk.
  'payments-ip': [perMinute(20), perHour(120)],
  // The guest's order-status page: a shopper types a reference and e-mail a few times; guessing
  // either (from one address, or one reference from many) must be slow.
  'order-lookup-ip': [perMinute(10), perHour(60)],
  'order-lookup-reference': [perMinute(5), perHour(20)],
  // Back-in-stock alerts: each may mail an address someone typed, so a script must not set them in
  // bulk; a shopper sets a few, and unsubscribes from a mail now and then.
  'stock-alerts-ip': [perMinute(10), perHour(60)],
  // Coupon codes typed at Vendure's Shop API (COMMERCE_BACKEND=vendure): a shopper tries one or two,
  // a script guessing codes must be slow.
  'coupons-ip': [perMinute(10), perHour(60)],
  // Every Shop API mutation (a cart change, a checkout step): a busy shopper sends a few a minute;
  // this stops a script from flooding Vendure through us. The sensitive ones count in their own
  // policies as well.
  'shop-api-ip': [perMinute(120), perHour(1200)],
};

/** `login-ip` -> `RATE_LIMIT_LOGIN_IP`. */
export const rateLimitEnvVar = (policy: RateLimitPolicyName): string =>
  `RATE_LIMIT_${policy.toUpperCase().replaceAll('-', '_')}`;

export class RateLimitConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitConfigError';
  }
}

const DISABLE_VARIABLE = 'RATE_LIMITS_DISABLED';

/**
 * Defaults with any `RATE_LIMIT_<POLICY>="limit/seconds,..."` overrides (each replaces that policy's
 * rules). Bad values, unknown RATE_LIMIT_* names (likely typos) and RATE_LIMITS_DISABLED stop start-up
 * with a RateLimitConfigError naming the variable, rather than running with limits nobody intended.
 */
export function readRateLimitPolicies(env: Record<string, string | undefined>): RateLimitPolicies {
  if (isSet(env[DISABLE_VARIABLE])) {
    throw new RateLimitConfigError(
      `${DISABLE_VARIABLE} is not supported: rate limits are always on. ` +
        `Raise a limit instead, e.g. ${rateLimitEnvVar('login-ip')}="600/60,6000/3600".`,
    );
  }
  const known = new Map(RATE_LIMIT_POLICY_NAMES.map((name) => [rateLimitEnvVar(name), name]));
  const unknown = Object.keys(env).filter(
    (variable) =>
      variable.startsWith('RATE_LIMIT_') && !known.has(variable) && isSet(env[variable]),
  );
  if (unknown.length > 0) {
    throw new RateLimitConfigError(
      `Unknown rate limit variable ${unknown.join(', ')}; known: ${[...known.keys()].join(', ')}`,
    );
  }
  const policies: Record<RateLimitPolicyName, readonly RateLimitRule[]> = {
    ...DEFAULT_RATE_LIMIT_POLICIES,
  };
  for (const [variable, policy] of known) {
    const value = env[variable];
    if (!isSet(value)) continue;
    const parsed = parseRateLimitRules(value);
    if (!parsed.ok) {
      throw new RateLimitConfigError(
        `Invalid ${variable}="${value}": ${describeRateLimitRuleError(parsed.error)}`,
      );
    }
    policies[policy] = parsed.value;
  }
  return policies;
}

/** Empty strings count as unset, as in config.ts. */
const isSet = (value: string | undefined): value is string => Boolean(value?.trim());
