export interface MoneyFormat {
  readonly currency: string;
  readonly locale: string;
}

/**
 * Amounts are in major units (12.5 = $12.50). An unknown currency or locale must not break a page,
 * so it falls back to a plain two-decimal amount followed by the code.
 */
export const formatMoney = (amount: number, { currency, locale }: MoneyFormat): string => {
  try {
    return currencyFormatter(locale, currency).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency is kept
// (formatters are immutable, so this stays a pure function).
const formatters = new Map<string, Intl.NumberFormat>();

const currencyFormatter = (locale: string, currency: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  const known = formatters.get(key);
  if (known !== undefined) return known;
  const made = new Intl.NumberFormat(locale, { style: 'currency', currency });
  formatters.set(key, made);
  return made;
};
