// Our rate limits on Vendure's Shop API: a sign-in, a reset mail or a card payment is one GraphQL POST
// there, so the mutations that do what our own limited routes do are counted in the same policies.
// They are found by name anywhere in the document: an alias or a comment that names one is counted
// too, which limits only whoever sends it.
import type { FastifyRequest } from 'fastify';
import {
  type RateLimitCheck,
  rateLimitKey,
} from '../../../application/rate-limit/check-rate-limits.ts';
import type { RateLimitPolicyName } from '../../../application/rate-limit/rate-limit-policies.ts';
import { ipRateLimitSubject } from '../../../domain/rate-limit/rate-limit.rules.ts';
import { accountCheck, ipCheck } from '../hooks/rate-limit.guard.ts';

interface Counters {
  /** policies counted per client address */
  readonly ip: readonly RateLimitPolicyName[];
  /** a policy counted per address or name, read from the variables at `path` when they have it */
  readonly account?: {
    readonly policy: RateLimitPolicyName;
    readonly path: readonly string[];
    /** per name and client, as our own login counts: a stranger's guesses lock out only them */
    readonly perClient?: true;
  };
}

/** The storefront's variable names (src/adapters/vendure/account/vendure-account.operations.ts). */
const LIMITED_MUTATIONS: Readonly<Record<string, Counters>> = {
  login: {
    ip: ['login-ip'],
    account: { policy: 'login-account', path: ['username'], perClient: true },
  },
  registerCustomerAccount: {
    ip: ['register-ip'],
    account: { policy: 'resend-verification-account', path: ['input', 'emailAddress'] },
  },
  requestPasswordReset: {
    ip: ['password-reset-ip'],
    account: { policy: 'password-reset-account', path: ['emailAddress'] },
  },
  refreshCustomerVerification: {
    ip: ['resend-verification-ip'],
    account: { policy: 'resend-verification-account', path: ['emailAddress'] },
  },
  // Checks the password (guessing it) and mails a link to the new address.
  requestUpdateCustomerEmailAddress: {
    ip: ['login-ip', 'resend-verification-ip'],
    account: { policy: 'resend-verification-account', path: ['newEmailAddress'] },
  },
  // Guessing a mailed token.
  resetPassword: { ip: ['password-reset-ip'] },
  verifyCustomerAccount: { ip: ['resend-verification-ip'] },
  updateCustomerPassword: { ip: ['login-ip'] },
  applyCouponCode: { ip: ['coupons-ip'] },
  addPaymentToOrder: { ip: ['payments-ip'] },
};

const NAMED = Object.entries(LIMITED_MUTATIONS).map(([name, counters]) => ({
  name,
  counters,
  pattern: new RegExp(`\\b${name}\\b`, 'g'),
}));

/** A non-blank string at `path` in parsed JSON, if there is one. */
const stringAt = (json: unknown, path: readonly string[]): string | undefined => {
  const value = path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? Reflect.get(at, key) : undefined),
    json,
  );
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const checksOf = (
  request: FastifyRequest,
  counters: Counters,
  variables: unknown,
): RateLimitCheck[] => {
  const ip = counters.ip.map((policy) => ipCheck(policy, request));
  const subject = counters.account && stringAt(variables, counters.account.path);
  if (!counters.account || subject === undefined) return ip;
  const { policy, perClient } = counters.account;
  const key = perClient
    ? rateLimitKey(policy, `${subject}|${ipRateLimitSubject(request.ip)}`)
    : accountCheck(policy, subject).key;
  return [...ip, { policy, key }];
};

export type ShopApiLimits =
  | {
      readonly kind: 'counted';
      readonly checks: readonly RateLimitCheck[];
      /** the sign-in's counter, cleared when Vendure says it succeeded (as our own login does) */
      readonly loginKey: string | null;
    }
  // One request, one attempt: more than one would be several guesses for one count.
  | { readonly kind: 'repeated'; readonly name: string };

/** What a POST to the Shop API counts against: every POST per client, and each limited mutation. */
export function shopApiLimitsOf(
  request: FastifyRequest,
  document: string,
  variables: unknown,
): ShopApiLimits {
  const checks: RateLimitCheck[] = [ipCheck('shop-api-ip', request)];
  let loginKey: string | null = null;
  for (const { name, counters, pattern } of NAMED) {
    const times = document.match(pattern)?.length ?? 0;
    if (times > 1) return { kind: 'repeated', name };
    if (times === 0) continue;
    const counted = checksOf(request, counters, variables);
    checks.push(...counted);
    const account = counted.find((check) => check.policy === 'login-account');
    // Its one mention is the field, not an alias `login:` over another field (a verification also
    // answers a CurrentUser): then `data.login` can only be the sign-in's answer.
    if (account && /\blogin\s*\(/.test(document)) loginKey = account.key;
  }
  return { kind: 'counted', checks, loginKey };
}

/** Whether Vendure's answer to a sign-in is a signed-in user (`... on CurrentUser { id }`). */
export function signedIn(body: Buffer): boolean {
  try {
    const answer: unknown = JSON.parse(body.toString('utf8'));
    return stringAt(answer, ['data', 'login', 'id']) !== undefined;
  } catch {
    return false;
  }
}
