// The one behaviour every RateLimiter must show (in-memory fake, database, Redis). Time is always passed
// in, so windows are crossed without sleeping. Every test uses keys of its own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../../src/domain/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../src/ports/system/rate-limiter.ts';

/** 10 s into a minute (and into an hour). */
const T0 = new Date('2030-01-01T10:00:10.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const PER_MINUTE_3: RateLimitRule = { limit: 3, windowSeconds: 60 };

/**
 * `make` gives a limiter over the adapter's shared storage; two limiters from it must see each other's
 * counts, as two server processes do. `skip` leaves the suite visible but skipped.
 */
export function describeRateLimiterContract(
  name: string,
  make: () => Promise<RateLimiter>,
  options: { readonly skip?: boolean } = {},
): void {
  describe.skipIf(options.skip ?? false)(`${name} (RateLimiter contract)`, () => {
    const newKey = () => `contract:${randomUUID()}`;

    it('allows up to the limit in a window, then refuses until the window ends', async () => {
      const limiter = await make();
      const key = newKey();
      const allowed = [];
      for (let i = 0; i < 3; i++) allowed.push(await limiter.hit(key, PER_MINUTE_3, T0));
      expect(allowed.map((d) => [d.allowed, d.remaining, d.retryAfterSeconds])).toEqual([
        [true, 2, 0],
        [true, 1, 0],
        [true, 0, 0],
      ]);
      expect(await limiter.hit(key, PER_MINUTE_3, T0)).toEqual({
        allowed: false,
        limit: 3,
        remaining: 0,
        retryAfterSeconds: 50,
        resetAt: new Date('2030-01-01T10:01:00.000Z'),
      });
      const lastMoment = await limiter.hit(key, PER_MINUTE_3, after(49_500));
      expect(lastMoment.allowed).toBe(false);
      expect(lastMoment.retryAfterSeconds).toBe(1);
    });

    it('a new window allows again', async () => {
      const limiter = await make();
      const key = newKey();
      for (let i = 0; i < 4; i++) await limiter.hit(key, PER_MINUTE_3, T0);
      const next = await limiter.hit(key, PER_MINUTE_3, after(50_000));
      expect(next).toMatchObject({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect(next.resetAt).toEqual(new Date('2030-01-01T10:02:00.000Z'));
    });

    it('reports the wait of a long window from its own end', async () => {
      const limiter = await make();
      const key = newKey();
      const perHour = { limit: 1, windowSeconds: 3600 };
      await limiter.hit(key, perHour, T0);
      const refused = await limiter.hit(key, perHour, after(60_000));
      expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 3600 - 70 });
    });

    it('keys are independent', async () => {
      const limiter = await make();
      const [a, b] = [newKey(), newKey()];
      for (let i = 0; i < 4; i++) await limiter.hit(a, PER_MINUTE_3, T0);
      expect(await limiter.hit(b, PER_MINUTE_3, T0)).toMatchObject({ allowed: true, remaining: 2 });
    });

    it('rules of different window lengths on one key count separately', async () => {
      const limiter = await make();
      const key = newKey();
      const perHour = { limit: 5, windowSeconds: 3600 };
      await limiter.hit(key, PER_MINUTE_3, T0);
      await limiter.hit(key, PER_MINUTE_3, T0);
      expect(await limiter.hit(key, perHour, T0)).toMatchObject({ allowed: true, remaining: 4 });
      expect(await limiter.hit(key, PER_MINUTE_3, T0)).toMatchObject({ remaining: 0 });
    });

    it('reset forgets every window of that key and of no other key', async () => {
      const limiter = await make();
      const key = newKey();
      const neighbours = [`${key}#x`, `${key}#1#60`, `${key}:more`, `${key}x`];
      const perHour = { limit: 3, windowSeconds: 3600 };
      for (const k of [key, ...neighbours]) {
        for (let i = 0; i < 4; i++) {
          await limiter.hit(k, PER_MINUTE_3, T0);
          await limiter.hit(k, perHour, T0);
        }
      }
      await limiter.reset(key);
      expect(await limiter.hit(key, PER_MINUTE_3, T0)).toMatchObject({
        allowed: true,
        remaining: 2,
      });
      expect(await limiter.hit(key, perHour, T0)).toMatchObject({ allowed: true, remaining: 2 });
      for (const k of neighbours) {
        expect((await limiter.hit(k, PER_MINUTE_3, T0)).allowed, k).toBe(false);
      }
      await expect(limiter.reset(newKey())).resolves.toBeUndefined();
    });

    it('keys may hold any text', async () => {
      const limiter = await make();
      const key = `${newKey()}:Ünïcødé 🙂 %_*?[]\\'"`;
      expect(await limiter.hit(key, PER_MINUTE_3, T0)).toMatchObject({ remaining: 2 });
      await limiter.reset(key);
      expect(await limiter.hit(key, PER_MINUTE_3, T0)).toMatchObject({ remaining: 2 });
    });

    it('concurrent hits from two processes allow exactly the limit', async () => {
      const processes = [await make(), await make()];
      const key = newKey();
      const rule = { limit: 20, windowSeconds: 60 };
      const decisions = await Promise.all(
        Array.from({ length: 50 }, (_, i) => processes[i % 2]?.hit(key, rule, T0)),
      );
      const allowed = decisions.filter((d) => d?.allowed);
      expect(allowed).toHaveLength(20);
      expect(allowed.map((d) => d?.remaining).sort((x = 0, y = 0) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i),
      );
    });
  });
}
