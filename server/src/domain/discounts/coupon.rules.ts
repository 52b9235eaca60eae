import { err, ok, type Result } from '../shared/result.ts';
import type { CouponError } from './coupon.errors.ts';
import type { Coupon, Discount, DiscountCustomer, DiscountUsage } from './discount.ts';

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Codes are matched ignoring case and surrounding spaces; disabled discounts have no codes. */
export function findCoupon(
  discounts: readonly Discount[],
  code: string,
): { readonly discount: Discount; readonly coupon: Coupon } | null {
  for (const discount of discounts) {
    if (!discount.enabled) continue;
    const coupon = discount.coupons.find((c) => sameCode(c.code, code));
    if (coupon) return { discount, coupon };
  }
  return null;
}

const reached = (uses: number, limit: number | null) =>
  limit !== null && limit > 0 && uses >= limit;

/**
 * Commerce's `orderCouponAvailable`, in its order: the code, the customer, the dates, the total limit,
 * the per-customer limit (guests never pass one), the email requirement and the per-email limit.
 */
export function checkCoupon(
  discounts: readonly Discount[],
  code: string,
  customer: DiscountCustomer,
  usage: DiscountUsage,
  now: Date,
): Result<Discount, CouponError> {
  const found = findCoupon(discounts, code);
  if (found === null) return err({ kind: 'unknown-coupon' });
  const { discount, coupon } = found;
  if (reached(coupon.uses, coupon.maxUses)) return err({ kind: 'coupon-used-up' });
  if (discount.registeredCustomersOnly && !customer.isRegistered) {
    return err({ kind: 'customer-mismatch' });
  }
  const time = now.getTime();
  if (
    (discount.dateFrom !== null && discount.dateFrom.getTime() > time) ||
    (discount.dateTo !== null && discount.dateTo.getTime() < time)
  ) {
    return err({ kind: 'out-of-date' });
  }
  if (reached(discount.totalUses, discount.totalUseLimit))
    return err({ kind: 'total-limit-reached' });
  const perCustomer = discount.perCustomerLimit;
  if (perCustomer !== null && perCustomer > 0) {
    if (!customer.isRegistered || usage.customerUses >= perCustomer) {
      return err({ kind: 'per-customer-limit', limit: perCustomer });
    }
  }
  const perEmail = discount.perEmailLimit;
  if (perEmail !== null && perEmail > 0) {
    if (customer.email === null || customer.email.trim() === '') {
      return err({ kind: 'email-required' });
    }
    if (usage.emailUses >= perEmail) return err({ kind: 'per-email-limit', limit: perEmail });
  }
  return ok(discount);
}
