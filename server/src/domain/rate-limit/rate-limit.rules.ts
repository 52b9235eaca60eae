import { err, ok, type Result } from '../shared/result.ts';
import type { RateLimitDecision, RateLimitRule, RateLimitRuleError } from './rate-limit.ts';

export const MAX_RATE_LIMIT = 1_000_000;
/** 30 days: longer windows would keep counters (and a locked-out person) around for too long. */
export const MAX_RATE_LIMIT_WINDOW_SECONDS = 2_592_000;

/** Start of the fixed window holding `now`; windows are aligned to the epoch so every process agrees. */
export function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** The decision for the `hits`-th hit (this one included) in the window starting at `windowStart`. */
export function decide(
  hits: number,
  rule: RateLimitRule,
  windowStart: Date,
  now: Date,
): RateLimitDecision {
  const resetAt = new Date(windowStart.getTime() + rule.windowSeconds * 1000);
  const allowed = hits <= rule.limit;
  // At least 1 s: "Retry-After: 0" would invite an immediate retry that is refused again.
  const retryAfterSeconds = allowed
    ? 0
    : Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return {
    allowed,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds,
    resetAt,
  };
}

/**
 * One decision for several rules: the refusal that lasts longest (waiting less would be refused again),
 * or, when all allow, the one with the fewest hits left (what RateLimit-* headers should show).
 */
export function mostRestrictive(
  decisions: readonly [RateLimitDecision, ...RateLimitDecision[]],
): RateLimitDecision {
  return decisions.reduce((worst, next) => (isMoreRestrictive(next, worst) ? next : worst));
}

function isMoreRestrictive(a: RateLimitDecision, b: RateLimitDecision): boolean {
  if (a.allowed !== b.allowed) return !a.allowed;
  if (!a.allowed) return a.retryAfterSeconds > b.retryAfterSeconds;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining;
  return a.resetAt.getTime() > b.resetAt.getTime();
}

/** The 429 message shown to people. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  return `Too many attempts. Please wait ${retryAfterSeconds} ${unit} and try again.`;
}

const RULE_PATTERN = /^(\d{1,10})\s*\/\s*(\d{1,10})$/;

/** "30/60,600/3600": 30 hits per 60 s and 600 per hour. Whitespace around the parts is ignored. */
export function parseRateLimitRules(
  text: string,
): Result<readonly RateLimitRule[], RateLimitRuleError> {
  if (text.trim() === '') return err({ kind: 'no-rules' });
  const rules: RateLimitRule[] = [];
  for (const part of text.split(',')) {
    const rule = part.trim();
    const match = RULE_PATTERN.exec(rule);
    if (!match) return err({ kind: 'malformed-rule', rule });
    const limit = Number(match[1]);
    const windowSeconds = Number(match[2]);
    if (limit < 1 || limit > MAX_RATE_LIMIT) {
      return err({ kind: 'limit-out-of-range', rule, max: MAX_RATE_LIMIT });
    }
    if (windowSeconds < 1 || windowSeconds > MAX_RATE_LIMIT_WINDOW_SECONDS) {
      return err({ kind: 'window-out-of-range', rule, max: MAX_RATE_LIMIT_WINDOW_SECONDS });
    }
    if (rules.some((r) => r.windowSeconds === windowSeconds)) {
      return err({ kind: 'duplicate-window', windowSeconds });
    }
    rules.push({ limit, windowSeconds });
  }
  return ok(rules);
}

export function describeRateLimitRuleError(error: RateLimitRuleError): string {
  switch (error.kind) {
    case 'no-rules':
      return 'expected at least one rule such as "30/60,600/3600" (limit/window seconds)';
    case 'malformed-rule':
      return `"${error.rule}" is not a rule; expected limit/window seconds such as "30/60"`;
    case 'limit-out-of-range':
      return `"${error.rule}": the limit must be a whole number from 1 to ${error.max}`;
    case 'window-out-of-range':
      return `"${error.rule}": the window must be a whole number of seconds from 1 to ${error.max}`;
    case 'duplicate-window':
      return `two rules use the same ${error.windowSeconds} s window; give each window once`;
  }
}

/**
 * Whom a client address counts as: an IPv4 address as is (IPv4-mapped IPv6 included), an IPv6 address
 * by its /64, since one subscriber usually holds a whole /64 and could otherwise rotate addresses.
 */
export function ipRateLimitSubject(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  const [high = '0', low = '0'] = groups.slice(6);
  const isMappedIpv4 = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  if (isMappedIpv4) return [high, low].flatMap((g) => octetsOf(parseInt(g, 16))).join('.');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

const octetsOf = (group: number): number[] => [group >> 8, group & 0xff];

/** Eight groups without leading zeros, or null when `address` is not IPv6 text. */
function expandIpv6(address: string): string[] | null {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const octets = v4.slice(1).map(Number);
    if (octets.some((o) => o > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [headText = '', tailText = ''] = halves;
  const head = headText === '' ? [] : headText.split(':');
  const tail = tailText === '' ? [] : tailText.split(':');
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
