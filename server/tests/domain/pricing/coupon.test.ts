import { describe, expect, it } from 'vitest';
import {
  couponErrorExplanation,
  type CouponError,
} from '../../../src/domain/discounts/coupon.errors.ts';
import { checkCoupon, findCoupon } from '../../../src/domain/discounts/coupon.rules.ts';
import type {
  Discount,
  DiscountCustomer,
  DiscountUsage,
} from '../../../src/domain/discounts/discount.ts';
import { discount, NOW } from './pricing.mother.ts';

const registered: DiscountCustomer = { isRegistered: true, email: 'jane@example.com' };
const guest: DiscountCustomer = { isRegistered: false, email: null };
const unused: DiscountUsage = { customerUses: 0, emailUses: 0 };

const check = (d: Discount, code = 'SUMMER', customer = registered, usage = unused, now = NOW) =>
  checkCoupon([d], code, customer, usage, now);

const errorOf = (...args: Parameters<typeof check>) => {
  const result = check(...args);
  return result.ok ? null : result.error;
};

describe('coupon checks', () => {
  it('accepts a known code whatever its case and surrounding spaces', () => {
    const d = discount();
    expect(check(d, ' summer ')).toEqual({ ok: true, value: d });
    expect(findCoupon([discount({ enabled: false }), d], 'Summer')?.discount).toBe(d);
  });

  it('refuses unknown codes, codes of disabled discounts and used-up codes', () => {
    expect(errorOf(discount(), 'WINTER')).toEqual({ kind: 'unknown-coupon' });
    expect(errorOf(discount({ enabled: false }))).toEqual({ kind: 'unknown-coupon' });
    expect(errorOf(discount({ coupons: [{ code: 'SUMMER', uses: 5, maxUses: 5 }] }))).toEqual({
      kind: 'coupon-used-up',
    });
    expect(check(discount({ coupons: [{ code: 'SUMMER', uses: 4, maxUses: 5 }] })).ok).toBe(true);
  });

  it('keeps registered-only discounts from guests', () => {
    const d = discount({ registeredCustomersOnly: true });
    expect(errorOf(d, 'SUMMER', guest)).toEqual({ kind: 'customer-mismatch' });
    expect(check(d).ok).toBe(true);
  });

  it('is valid from dateFrom to dateTo, both inclusive', () => {
    const d = discount({ dateFrom: NOW, dateTo: NOW });
    expect(check(d).ok).toBe(true);
    expect(errorOf(d, 'SUMMER', registered, unused, new Date(NOW.getTime() - 1))).toEqual({
      kind: 'out-of-date',
    });
    expect(errorOf(d, 'SUMMER', registered, unused, new Date(NOW.getTime() + 1))).toEqual({
      kind: 'out-of-date',
    });
  });

  it('stops at the total, per-customer and per-email limits', () => {
    expect(errorOf(discount({ totalUses: 10, totalUseLimit: 10 }))).toEqual({
      kind: 'total-limit-reached',
    });
    expect(check(discount({ totalUses: 10, totalUseLimit: 0 })).ok).toBe(true);
    const perCustomer = discount({ perCustomerLimit: 2 });
    expect(errorOf(perCustomer, 'SUMMER', guest)).toEqual({ kind: 'per-customer-limit', limit: 2 });
    expect(errorOf(perCustomer, 'SUMMER', registered, { customerUses: 2, emailUses: 0 })).toEqual({
      kind: 'per-customer-limit',
      limit: 2,
    });
    expect(check(perCustomer, 'SUMMER', registered, { customerUses: 1, emailUses: 9 }).ok).toBe(
      true,
    );
    const perEmail = discount({ perEmailLimit: 1 });
    expect(errorOf(perEmail, 'SUMMER', guest)).toEqual({ kind: 'email-required' });
    expect(errorOf(perEmail, 'SUMMER', { isRegistered: false, email: ' ' })).toEqual({
      kind: 'email-required',
    });
    expect(errorOf(perEmail, 'SUMMER', registered, { customerUses: 0, emailUses: 1 })).toEqual({
      kind: 'per-email-limit',
      limit: 1,
    });
  });

  it('explains each refusal in Commerce words', () => {
    const cases: [CouponError, string][] = [
      [{ kind: 'unknown-coupon' }, 'Coupon not valid.'],
      [{ kind: 'coupon-used-up' }, 'Coupon not valid.'],
      [
        { kind: 'customer-mismatch' },
        'Coupon can not apply discount to this order due to customer mismatch.',
      ],
      [{ kind: 'out-of-date' }, 'Discount is out of date.'],
      [{ kind: 'total-limit-reached' }, 'Discount use has reached its limit.'],
      [
        { kind: 'per-customer-limit', limit: 3 },
        'This coupon is for registered users and limited to 3 uses.',
      ],
      [{ kind: 'email-required' }, 'This coupon requires an email address.'],
      [{ kind: 'per-email-limit', limit: 1 }, 'This coupon is limited to 1 uses.'],
    ];
    for (const [error, text] of cases) expect(couponErrorExplanation(error)).toBe(text);
  });
});
