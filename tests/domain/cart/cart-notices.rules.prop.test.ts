import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartNotice } from '../../../src/domain/cart/cart';
import {
  COUPON_NOT_APPLIED_MESSAGE,
  couponOutcome,
  INVALID_COUPON_NOTICE,
  noticesOfType,
} from '../../../src/domain/cart/cart-notices.rules';
import { anyCart } from '../../support/cart.arbitraries';

const code = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const blank = fc.stringMatching(/^\s{0,3}$/);
const couponNotice = (message: string): CartNotice => ({
  id: null,
  type: INVALID_COUPON_NOTICE,
  attribute: 'couponCode',
  message,
  orderId: null,
});

describe('coupon outcome', () => {
  it('a blank code sent means the coupon was removed, whatever the cart says', () => {
    fc.assert(
      fc.property(anyCart, blank, (cart, sent) => {
        expect(couponOutcome(cart, sent)).toEqual({ kind: 'removed' });
      }),
    );
  });

  it('a code the cart kept (any case, any padding) is applied', () => {
    fc.assert(
      fc.property(anyCart, code, fc.boolean(), (cart, sent, upper) => {
        const kept = upper ? sent.toUpperCase() : sent.toLowerCase();
        const outcome = couponOutcome({ ...cart, couponCode: ` ${kept} ` }, `  ${sent}`);
        expect(outcome).toEqual({ kind: 'applied', code: kept });
      }),
    );
  });

  it("a code the cart dropped is rejected with Craft's explanation, else a fallback", () => {
    fc.assert(
      fc.property(
        anyCart,
        code,
        fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z .:]{0,30}$/), { nil: undefined }),
        (cart, sent, explanation) => {
          const notices = explanation === undefined ? [] : [couponNotice(explanation)];
          const outcome = couponOutcome({ ...cart, couponCode: null, notices }, sent);
          expect(outcome).toEqual({
            kind: 'rejected',
            message: explanation?.trim() || COUPON_NOT_APPLIED_MESSAGE,
          });
        },
      ),
    );
  });

  it('only notices of the asked type are picked', () => {
    fc.assert(
      fc.property(anyCart, fc.string(), (cart, type) => {
        const picked = noticesOfType(cart, type);
        expect(picked.every((notice) => notice.type === type)).toBe(true);
        expect(picked).toHaveLength(cart.notices.filter((notice) => notice.type === type).length);
      }),
    );
  });
});
