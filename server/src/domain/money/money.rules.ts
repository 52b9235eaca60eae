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

/**
 * The JSON number Craft puts on the wire ("price": 12.5). Exact without rounding again: the minor units
 * are a safe integer and the divisor a power of ten, so the correctly rounded quotient is the double
 * nearest the decimal, the same double the decimal's text parses to. `+ 0` turns a -0 (a negated
 * zero discount) into 0, as the text did: "-$0.00" is no amount.
 */
export function toMajorUnits(amount: Money): number {
  return amount.minor / 10 ** minorDigits(amount.currency) + 0;
}

// A cart's JSON formats ~30 amounts, most of them the same few (0, the line price, the total), and
// Intl's format() costs ~0.7 us each: the texts are kept, per locale and currency, up to a bound.
const FORMATTED_LIMIT = 4096;
const formatted = new Map<string, Map<number, string>>();

/** Craft's `…AsCurrency` strings, e.g. "$10.00". */
export function formatMoney(amount: Money, locale = 'en-US'): string {
  const key = `${locale}|${amount.currency}`;
  let texts = formatted.get(key);
  if (texts === undefined) {
    texts = new Map();
    formatted.set(key, texts);
  }
  let text = texts.get(amount.minor);
  if (text === undefined) {
    if (texts.size >= FORMATTED_LIMIT) texts.clear();
    text = currencyFormatter(locale, amount.currency).format(toMajorUnits(amount));
    texts.set(amount.minor, text);
  }
  return text;
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
