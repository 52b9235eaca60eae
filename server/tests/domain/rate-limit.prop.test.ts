import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateLimitDecision } from '../../src/domain/rate-limit/rate-limit.ts';
import {
  decide,
  describeRateLimitRuleError,
  ipRateLimitSubject,
  MAX_RATE_LIMIT,
  MAX_RATE_LIMIT_WINDOW_SECONDS,
  mostRestrictive,
  parseRateLimitRules,
  tooManyAttemptsMessage,
  windowStartOf,
} from '../../src/domain/rate-limit/rate-limit.rules.ts';

// Around now, give or take 50 years, in whole milliseconds.
const instant = fc
  .integer({ min: -1_577_000_000_000, max: 3_155_000_000_000 })
  .map((ms) => new Date(ms));
const windowSeconds = fc.integer({ min: 1, max: MAX_RATE_LIMIT_WINDOW_SECONDS });
const rule = fc.record({ limit: fc.integer({ min: 1, max: MAX_RATE_LIMIT }), windowSeconds });
const ruleList = fc.uniqueArray(rule, {
  minLength: 1,
  maxLength: 5,
  selector: (r) => r.windowSeconds,
});
const decision: fc.Arbitrary<RateLimitDecision> = fc.record({
  allowed: fc.boolean(),
  limit: fc.integer({ min: 1, max: 100 }),
  remaining: fc.integer({ min: 0, max: 100 }),
  retryAfterSeconds: fc.integer({ min: 0, max: 3600 }),
  resetAt: instant,
});

describe('fixed windows', () => {
  it('the window holding an instant starts on a window boundary at or before it', () => {
    fc.assert(
      fc.property(instant, windowSeconds, (now, w) => {
        const start = windowStartOf(now, w).getTime();
        expect(Math.abs(start % (w * 1000))).toBe(0);
        expect(start).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(start + w * 1000);
        expect(windowStartOf(new Date(start), w).getTime()).toBe(start);
      }),
    );
  });

  it('allows exactly `limit` hits, and remaining counts down to 0', () => {
    fc.assert(
      fc.property(
        rule,
        fc.integer({ min: 1, max: 2 * MAX_RATE_LIMIT }),
        instant,
        (r, hits, now) => {
          const d = decide(hits, r, windowStartOf(now, r.windowSeconds), now);
          expect(d.allowed).toBe(hits <= r.limit);
          expect(d.remaining).toBe(Math.max(0, r.limit - hits));
          expect(d.limit).toBe(r.limit);
        },
      ),
    );
  });

  it('a refusal waits at least 1 s, at most the window, and waiting that long reaches the next window', () => {
    fc.assert(
      fc.property(rule, instant, (r, now) => {
        const start = windowStartOf(now, r.windowSeconds);
        const d = decide(r.limit + 1, r, start, now);
        expect(d.allowed).toBe(false);
        expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(d.retryAfterSeconds).toBeLessThanOrEqual(r.windowSeconds);
        expect(d.resetAt.getTime()).toBe(start.getTime() + r.windowSeconds * 1000);
        const later = new Date(now.getTime() + d.retryAfterSeconds * 1000);
        expect(windowStartOf(later, r.windowSeconds).getTime()).toBeGreaterThan(start.getTime());
        // ...and not a second later than needed.
        const earlier = new Date(later.getTime() - 1000);
        expect(windowStartOf(earlier, r.windowSeconds).getTime()).toBe(start.getTime());
      }),
    );
  });

  it('an allowed hit asks nobody to wait', () => {
    fc.assert(
      fc.property(rule, instant, (r, now) => {
        expect(decide(r.limit, r, windowStartOf(now, r.windowSeconds), now).retryAfterSeconds).toBe(
          0,
        );
      }),
    );
  });
});

describe('combining decisions', () => {
  it('any refusal wins, and the longest wait among refusals', () => {
    fc.assert(
      fc.property(fc.array(decision, { minLength: 1 }), (ds) => {
        const [first, ...rest] = ds;
        if (!first) return;
        const result = mostRestrictive([first, ...rest]);
        expect(ds).toContain(result);
        const refusals = ds.filter((d) => !d.allowed);
        if (refusals.length > 0) {
          expect(result.allowed).toBe(false);
          expect(result.retryAfterSeconds).toBe(
            Math.max(...refusals.map((d) => d.retryAfterSeconds)),
          );
        } else {
          expect(result.remaining).toBe(Math.min(...ds.map((d) => d.remaining)));
        }
      }),
    );
  });
});

describe('the 429 message', () => {
  it('says how long to wait, in the singular for one second', () => {
    expect(tooManyAttemptsMessage(1)).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_RATE_LIMIT_WINDOW_SECONDS }), (n) => {
        expect(tooManyAttemptsMessage(n)).toBe(
          `Too many attempts. Please wait ${n} seconds and try again.`,
        );
      }),
    );
  });
});

describe('rule lists such as "30/60,600/3600"', () => {
  it('round-trip through their text, with any spacing', () => {
    fc.assert(
      fc.property(ruleList, fc.constantFrom('', ' ', '  '), (rules, pad) => {
        const spaced = rules.map((r) => `${pad}${r.limit}${pad}/${pad}${r.windowSeconds}${pad}`);
        expect(parseRateLimitRules(spaced.join(','))).toEqual({ ok: true, value: rules });
      }),
    );
  });

  it('never throw on arbitrary text, and every error has a message', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseRateLimitRules(text);
        if (!parsed.ok) expect(describeRateLimitRuleError(parsed.error).length).toBeGreaterThan(10);
      }),
    );
  });

  it('refuse bad input with a reason', () => {
    const kindOf = (text: string) => {
      const parsed = parseRateLimitRules(text);
      return parsed.ok ? 'ok' : parsed.error.kind;
    };
    expect(kindOf('')).toBe('no-rules');
    expect(kindOf('  ')).toBe('no-rules');
    expect(kindOf('30')).toBe('malformed-rule');
    expect(kindOf('30/60,')).toBe('malformed-rule');
    expect(kindOf('30/1m')).toBe('malformed-rule');
    expect(kindOf('-1/60')).toBe('malformed-rule');
    expect(kindOf('1.5/60')).toBe('malformed-rule');
    expect(kindOf('0/60')).toBe('limit-out-of-range');
    expect(kindOf(`${MAX_RATE_LIMIT + 1}/60`)).toBe('limit-out-of-range');
    expect(kindOf('30/0')).toBe('window-out-of-range');
    expect(kindOf(`30/${MAX_RATE_LIMIT_WINDOW_SECONDS + 1}`)).toBe('window-out-of-range');
    expect(kindOf('30/60,40/60')).toBe('duplicate-window');
    expect(kindOf('30/60, 600/3600')).toBe('ok');
  });
});

describe('client addresses', () => {
  it('an IPv4 address, plain or IPv4-mapped, counts as itself', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const canonical = new URL(`http://${ip}/`).hostname;
        expect(ipRateLimitSubject(canonical)).toBe(canonical);
        expect(ipRateLimitSubject(`::ffff:${canonical}`)).toBe(canonical);
        expect(ipRateLimitSubject(`::FFFF:${canonical}`)).toBe(canonical);
      }),
    );
  });

  it('IPv6 addresses count by their /64, whatever their spelling', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    const full = (gs: number[]) => gs.map((g) => g.toString(16).padStart(4, '0')).join(':');
    const compact = (gs: number[]) => new URL(`http://[${full(gs)}]/`).hostname.slice(1, -1);
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        fc.pre(!(a.slice(0, 5).every((g) => g === 0) && a[5] === 0xffff));
        const sameNetwork = [...a.slice(0, 4), ...b.slice(4)];
        expect(ipRateLimitSubject(full(a))).toBe(ipRateLimitSubject(compact(a)));
        expect(ipRateLimitSubject(full(a).toUpperCase())).toBe(ipRateLimitSubject(full(a)));
        expect(ipRateLimitSubject(compact(sameNetwork))).toBe(ipRateLimitSubject(full(a)));
        expect(ipRateLimitSubject(full(a))).toMatch(/^([0-9a-f]{1,4}:){4}:\/64$/);
        const otherNetwork = a.slice(0, 4).join() !== b.slice(0, 4).join();
        if (otherNetwork) expect(ipRateLimitSubject(full(b))).not.toBe(ipRateLimitSubject(full(a)));
      }),
    );
  });

  it('known spellings', () => {
    expect(ipRateLimitSubject('127.0.0.1')).toBe('127.0.0.1');
    expect(ipRateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipRateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipRateLimitSubject('2001:db8:0:0:1::2%eth0')).toBe('2001:db8:0:0::/64');
    expect(ipRateLimitSubject('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(ipRateLimitSubject('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(ipRateLimitSubject('not an address')).toBe('not an address');
  });
});
