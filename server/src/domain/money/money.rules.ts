import type { Money } from './money.ts';

export const money = (minor: number, currency: string): Money => {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Money needs whole minor units, got ${minor}`);
  return { minor, currency };
};

/** Decimal places of a currency's minor unit, per ISO 4217 as Intl knows it (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** The JSON number Craft puts on the wire ("price": 12.5): exact, since it is built from an integer. */
export function toMajorUnits(amount: Money): number {
  const digits = minorDigits(amount.currency);
  return Number((amount.minor / 10 ** digits).toFixed(digits));
}

export function fromMajorUnits(major: number, currency: string): Money {
  return money(Math.round(major * 10 ** minorDigits(currency)), currency);
}

/** Craft's `…AsCurrency` strings, e.g. "$10.00". */
export function formatMoney(amount: Money, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(
    toMajorUnits(amount),
  );
}

export function sumMoney(amounts: readonly Money[], currency: string): Money {
  return money(
    amounts.reduce((total, amount) => {
      if (amount.currency !== currency) {
        throw new RangeError(`Cannot add ${amount.currency} to ${currency}`);
      }
      return total + amount.minor;
    }, 0),
    currency,
  );
}
