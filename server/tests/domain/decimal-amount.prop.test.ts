import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactMinorUnits } from '../../src/domain/money/decimal-amount.rules.ts';

describe('prices written in major units', () => {
  it('convert to exactly the cents they spell, for any amount a price can be', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_99 }), (cents) => {
        expect(exactMinorUnits(cents / 100, 2)).toBe(cents);
      }),
    );
  });

  it('refuse more decimals than the currency has, instead of rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (c, d) => {
          expect(exactMinorUnits(c / 100 + d / 1000, 2)).toBeUndefined();
        },
      ),
    );
  });

  it('read the float-noise cases people write by hand as written', () => {
    expect(exactMinorUnits(14.5, 2)).toBe(1450);
    expect(exactMinorUnits(1.005, 2)).toBeUndefined();
    expect(exactMinorUnits(0.1 + 0.2, 2)).toBeUndefined(); // 0.30000000000000004
    expect(exactMinorUnits(19.99, 2)).toBe(1999);
    expect(exactMinorUnits(129, 0)).toBe(129);
    expect(exactMinorUnits(1e21, 2)).toBeUndefined();
    expect(exactMinorUnits(Number.NaN, 2)).toBeUndefined();
  });
});
