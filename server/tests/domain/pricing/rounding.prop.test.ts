import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  divideRoundHalfUp,
  includedPart,
  percentOf,
} from '../../../src/domain/pricing/rounding.rules.ts';

describe('rounding', () => {
  it('rounds half away from zero, and is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const r = BigInt(divideRoundHalfUp(n, d));
          // |n/d − r| ≤ ½  ⇔  |2n − 2rd| ≤ d, and ties go away from zero.
          const gap = 2n * n - 2n * r * d;
          expect(gap <= d && gap >= -d).toBe(true);
          if (gap === d) expect(n < 0n).toBe(true);
          if (gap === -d) expect(n > 0n).toBe(true);
        },
      ),
    );
    expect(divideRoundHalfUp(5n, 10n)).toBe(1);
    expect(divideRoundHalfUp(-5n, 10n)).toBe(-1);
    expect(divideRoundHalfUp(4n, 10n)).toBe(0);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(10n ** 20n, 1n)).toThrow(RangeError);
  });

  it('takes percentages and included tax with one rounding', () => {
    expect(percentOf(5997, 1000)).toBe(600); // 10 % of $59.97 = $5.997
    expect(percentOf(1999, 1000)).toBe(200); // 10 % of $19.99 = $1.999
    expect(percentOf(5, 1000)).toBe(1); // 0.5 cent rounds up
    expect(percentOf(1000, 825)).toBe(83); // 8.25 % of $10 = 82.5 cents
    expect(includedPart(1200, 2000)).toBe(200); // 20 % VAT inside $12
    expect(includedPart(1999, 2000)).toBe(333); // 1999 / 6 = 333.17
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 10_000 }), (gross, bp) => {
        const inside = includedPart(gross, bp);
        expect(inside).toBeGreaterThanOrEqual(0);
        expect(inside).toBeLessThanOrEqual(gross);
        // Net + tax on net gives the gross back within one unit of rounding.
        expect(
          Math.abs(gross - inside + percentOf(gross - inside, bp) - gross),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('allocates exactly min(amount, Σ weights), never more than a weight to anyone', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(1_000_000), { maxLength: 8 }),
        (amount, weights) => {
          const shares = allocate(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, total));
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
  });
});
