// Why a coupon code is refused. Commerce then removes the code and leaves the notice
// "Coupon removed: <explanation>"; the explanations are Commerce's own words.

export type CouponError =
  | { readonly kind: 'unknown-coupon' }
  | { readonly kind: 'coupon-used-up' }
  | { readonly kind: 'customer-mismatch' }
  | { readonly kind: 'out-of-date' }
  | { readonly kind: 'total-limit-reached' }
  | { readonly kind: 'per-customer-limit'; readonly limit: number }
  | { readonly kind: 'email-required' }
  | { readonly kind: 'per-email-limit'; readonly limit: number };

export function couponErrorExplanation(error: CouponError): string {
  switch (error.kind) {
    case 'unknown-coupon':
    case 'coupon-used-up':
      return 'Coupon not valid.';
    case 'customer-mismatch':
      return 'Coupon can not apply discount to this order due to customer mismatch.';
    case 'out-of-date':
      return 'Discount is out of date.';
    case 'total-limit-reached':
      return 'Discount use has reached its limit.';
    case 'per-customer-limit':
      return `This coupon is for registered users and limited to ${error.limit} uses.`;
    case 'email-required':
      return 'This coupon requires an email address.';
    case 'per-email-limit':
      return `This coupon is limited to ${error.limit} uses.`;
  }
}
