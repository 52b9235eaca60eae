import type { Money } from './money.ts';

export const money = (minor: number, currency: string): Money => {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Money needs whole minor units, got ${minor}`);
  return { minor, currency };
};

// Building an Intl.NumberFormat costs far more than using one (a cart's JSON formats ~30 amounts):
// one formatter per locale and currency is kept. Formatters are immutable, so this stays pure.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

// resolvedOptions() builds a fresh object on every call, and every amount on the wire asks: kept too.
const digitsByCurrency = new Map<string, number>();

/** Decimal places of a currency's minor unit, per ISO 4217 as Intl knows it (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = currencyFormatter('en-US', currency).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
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
  return currencyFormatter(locale, amount.currency).format(toMajorUnits(amount));
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
