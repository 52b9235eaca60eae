import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  minorDigits,
  money,
  sumMoney,
  toMajorUnits,
} from '../../src/domain/money/money.rules.ts';

const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'JPY', 'KWD');
const minor = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('money rules', () => {
  it('major units keep the minor units for every currency', () => {
    fc.assert(
      fc.property(minor, currency, (m, c) => {
        expect(Math.round(toMajorUnits(money(m, c)) * 10 ** minorDigits(c))).toBe(m + 0);
      }),
    );
  });

  it('gives on the wire the number the decimal text of the amount reads as', () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat().chain((m) => fc.tuple(fc.constantFrom(m, -m), currency)),
        ([m, c]) => {
          const digits = minorDigits(c);
          expect(toMajorUnits(money(m, c))).toBe(Number((m / 10 ** digits).toFixed(digits)));
        },
      ),
    );
  });

  it('writes a negated zero as zero', () => {
    expect(Object.is(toMajorUnits(money(-0, 'USD')), 0)).toBe(true);
    expect(formatMoney(money(-0, 'USD'))).toBe('$0.00');
  });

  it('formats an amount as Intl does, the first time and every time after', () => {
    fc.assert(
      fc.property(minor, currency, fc.constantFrom('en-US', 'de-DE'), (m, c, locale) => {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: c }).format(
          Number((m / 10 ** minorDigits(c)).toFixed(minorDigits(c))),
        );
        expect(formatMoney(money(m, c), locale)).toBe(intl);
        expect(formatMoney(money(m, c), locale)).toBe(intl);
      }),
    );
  });

  it('knows the minor digits of common currencies', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('sums exactly, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(minor, { maxLength: 30 }), (values) => {
        const amounts = values.map((v) => money(v, 'USD'));
        const total = values.reduce((a, b) => a + b, 0);
        expect(sumMoney(amounts, 'USD').minor).toBe(total);
        expect(sumMoney([...amounts].reverse(), 'USD').minor).toBe(total);
      }),
    );
  });

  it('refuses to add different currencies and fractional minor units', () => {
    expect(() => sumMoney([money(1, 'USD'), money(1, 'EUR')], 'USD')).toThrow(/EUR/);
    fc.assert(
      fc.property(fc.double({ noInteger: true, noNaN: true }), (value) => {
        expect(() => money(value, 'USD')).toThrow(RangeError);
      }),
    );
  });

  it('formats as Craft’s AsCurrency strings', () => {
    expect(formatMoney(money(0, 'USD'))).toBe('$0.00');
    expect(formatMoney(money(1234567, 'USD'))).toBe('$12,345.67');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatMoney(money(cents, 'USD'));
        expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});
