// Commerce's payment amount (Order::setPaymentAmount, getPaymentAmount, isPaymentAmountPartial): the
// posted amount read as PHP's (float) reads text, rounded to the currency; an amount below the
// outstanding balance is a partial payment, one above it or below zero pays the balance.
import type { Money } from '../money/money.ts';
import { minorDigits } from '../money/money.rules.ts';

const LEADING_NUMBER = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

/** PHP's (float) of a string: its leading number, 0 when it has none ("12.5abc" → 12.5, "abc" → 0). */
export function phpFloat(text: string): number {
  const match = LEADING_NUMBER.exec(text);
  return match ? Number(match[0].trim()) : 0;
}

/** True when paying `amount` (major units, as posted) leaves part of the outstanding balance unpaid. */
export function isPartialPayment(amount: string, outstanding: Money): boolean {
  const major = phpFloat(amount);
  if (!(major >= 0)) return false;
  const minor = Math.round(major * 10 ** minorDigits(outstanding.currency));
  return minor < outstanding.minor;
}
