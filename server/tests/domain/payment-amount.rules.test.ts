import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money/money.rules.ts';
import { isPartialPayment, phpFloat } from '../../src/domain/payments/payment-amount.rules.ts';

describe('the payment amount as Commerce reads it', () => {
  it('reads text as PHP’s (float) does', () => {
    expect(phpFloat('12.5')).toBe(12.5);
    expect(phpFloat(' 12.5abc')).toBe(12.5);
    expect(phpFloat('.5')).toBe(0.5);
    expect(phpFloat('1e2')).toBe(100);
    expect(phpFloat('-3')).toBe(-3);
    expect(phpFloat('abc')).toBe(0);
    expect(phpFloat('')).toBe(0);
  });

  it('is partial only below the outstanding balance, rounded to the currency', () => {
    const balance = money(2500, 'USD');
    expect(isPartialPayment('5', balance)).toBe(true);
    expect(isPartialPayment('abc', balance)).toBe(true);
    expect(isPartialPayment('24.999', balance)).toBe(false);
    expect(isPartialPayment('24.994', balance)).toBe(true);
    expect(isPartialPayment('25', balance)).toBe(false);
    expect(isPartialPayment('1000', balance)).toBe(false);
    expect(isPartialPayment('-1', balance)).toBe(false);
    expect(isPartialPayment('0', money(0, 'USD'))).toBe(false);
    expect(isPartialPayment('99', money(100, 'JPY'))).toBe(true);
  });
});
