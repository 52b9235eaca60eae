import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/money/money.rules';

const usd = { currency: 'USD', locale: 'en-US' } as const;
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

/** Reads an en-US amount back: "-$1,234.50" -> -1234.5. */
const parseEnUs = (text: string): number => Number(text.replace(/[^0-9.-]/g, ''));

describe('formatMoney', () => {
  it('round-trips any amount in whole cents', () => {
    fc.assert(
      fc.property(cents, (amountInCents) => {
        const amount = amountInCents / 100;
        expect(parseEnUs(formatMoney(amount, usd))).toBe(amount);
      }),
    );
  });

  it('always shows two decimals and the currency symbol', () => {
    fc.assert(
      fc.property(cents, (amountInCents) => {
        const text = formatMoney(amountInCents / 100, usd);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('rounds to the nearest cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 40 }), (amountInCents, fraction) => {
        // A fraction under half a cent never changes the cent shown.
        const amount = (amountInCents + fraction / 100) / 100;
        fc.pre(amountInCents >= 0);
        expect(parseEnUs(formatMoney(amount, usd))).toBe(amountInCents / 100);
      }),
    );
  });

  it('keeps order: a larger amount never formats to a smaller number', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(parseEnUs(formatMoney(low / 100, usd))).toBeLessThanOrEqual(
          parseEnUs(formatMoney(high / 100, usd)),
        );
      }),
    );
  });

  it('uses the currency and locale passed in', () => {
    expect(formatMoney(1234.5, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(12.5, { currency: 'GBP', locale: 'en-GB' })).toBe('£12.50');
    expect(formatMoney(0, usd)).toBe('$0.00');
  });

  it('falls back to a plain amount for a currency Intl does not accept', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom('', 'US', 'DOLLARS', '12$'), (amountInCents, code) => {
        const amount = amountInCents / 100;
        expect(formatMoney(amount, { currency: code, locale: 'en-US' })).toBe(
          `${amount.toFixed(2)} ${code}`,
        );
      }),
    );
  });
});
