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
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};
