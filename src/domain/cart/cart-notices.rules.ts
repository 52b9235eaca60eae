import type { Cart, CartNotice } from './cart';

/** Craft's notice when it drops a coupon it cannot apply; the update itself still succeeds. */
export const INVALID_COUPON_NOTICE = 'invalidCouponRemoved';
export const COUPON_NOT_APPLIED_MESSAGE = 'The coupon code could not be applied.';

export type CouponOutcome =
  | { readonly kind: 'applied'; readonly code: string }
  | { readonly kind: 'removed' }
  | { readonly kind: 'rejected'; readonly message: string };

export const noticesOfType = (cart: Pick<Cart, 'notices'>, type: string): readonly CartNotice[] =>
  cart.notices.filter((notice) => notice.type === type);

/**
 * What became of a coupon code sent with update-cart. Craft answers an invalid coupon with a 200,
 * drops the code and leaves a notice explaining why: so the answer's cart, not its status, tells.
 * Codes compare without regard to case or surrounding spaces, as Craft looks them up.
 */
export const couponOutcome = (
  cart: Pick<Cart, 'couponCode' | 'notices'>,
  sentCode: string,
): CouponOutcome => {
  const sent = sentCode.trim();
  if (sent === '') return { kind: 'removed' };
  const kept = cart.couponCode?.trim() ?? '';
  if (kept !== '' && kept.toLowerCase() === sent.toLowerCase()) {
    return { kind: 'applied', code: kept };
  }
  const notice = noticesOfType(cart, INVALID_COUPON_NOTICE).find(
    (candidate) => candidate.message.trim() !== '',
  );
  return { kind: 'rejected', message: notice?.message.trim() ?? COUPON_NOT_APPLIED_MESSAGE };
};
