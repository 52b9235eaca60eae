import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/cart.ts';
import { newCart } from '../../src/domain/cart/cart.rules.ts';
import {
  type CheckoutChoices,
  withCheckoutChoices,
  withClearsAndNote,
} from '../../src/domain/cart/cart-params.rules.ts';
import { changeLines, lineAdditions } from '../../src/domain/cart/cart-update.rules.ts';

const cart: Cart = {
  ...newCart('a'.repeat(32), 'USD'),
  email: 'kept@example.com',
  couponCode: 'OLD',
};
const sign = (options: unknown) => JSON.stringify(options);

const choices: fc.Arbitrary<CheckoutChoices> = fc.record(
  {
    email: fc.oneof(fc.string(), fc.constant('new@example.com')),
    couponCode: fc.string(),
    gatewayId: fc.nat(),
    paymentSourceId: fc.option(fc.nat()),
    shippingMethodHandle: fc.string(),
    registerUserOnOrderComplete: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('update-cart params', () => {
  it('absent params leave the cart as it was', () => {
    expect(withClearsAndNote(cart, { clearLineItems: false, clearNotices: false })).toEqual(cart);
    expect(withCheckoutChoices(cart, {}, false)).toEqual({ cart, errors: {} });
  });

  it('a signed-in customer’s email never changes; a guest’s changes only when valid', () => {
    fc.assert(
      fc.property(choices, fc.boolean(), (asked, signedIn) => {
        const { cart: next, errors } = withCheckoutChoices(cart, asked, signedIn);
        if (signedIn || asked.email === undefined) {
          expect(next.email).toBe(cart.email);
          expect(errors).toEqual({});
        } else if (errors.email) {
          expect(next.email).toBe(cart.email);
        } else {
          expect(next.email).toBe(asked.email.trim());
        }
      }),
    );
  });

  it('a blank coupon code removes the coupon; any other is kept trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const next = withCheckoutChoices(cart, { couponCode: code }, true).cart;
        expect(next.couponCode).toBe(code.trim() === '' ? null : code.trim());
      }),
    );
  });

  it('an empty shipping method handle leaves the cart’s', () => {
    const withMethod = { ...cart, shippingMethodHandle: 'freeShipping' };
    const next = withCheckoutChoices(withMethod, { shippingMethodHandle: '' }, true).cart;
    expect(next.shippingMethodHandle).toBe('freeShipping');
  });

  it('adds only positive quantities, the single add first, multi-adds summed', () => {
    const line = fc.record({
      purchasableId: fc.integer({ min: 1, max: 3 }),
      qty: fc.integer({ min: -2, max: 5 }),
      note: fc.constant(''),
      options: fc.constantFrom({}, { size: 'L' }),
    });
    fc.assert(
      fc.property(fc.option(line, { nil: undefined }), fc.array(line), (single, many) => {
        const added = lineAdditions(single, many, sign);
        const positive = [...(single ? [single] : []), ...many].filter((a) => a.qty > 0);
        expect(added.every((a) => a.qty > 0)).toBe(true);
        expect(added.reduce((sum, a) => sum + a.qty, 0)).toBe(
          positive.reduce((sum, a) => sum + a.qty, 0),
        );
        if (single && single.qty > 0) expect(added[0]?.qty).toBe(single.qty);
      }),
    );
  });

  it('changing lines that do not exist changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), qty: fc.nat(), remove: fc.boolean() })),
        (asks) => {
          expect(changeLines([], asks, sign)).toEqual([]);
        },
      ),
    );
  });
});
