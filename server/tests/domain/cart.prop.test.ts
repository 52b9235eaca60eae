import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canContinueCart, isCartNumber, newCart } from '../../src/domain/cart/cart.rules.ts';

describe('cart rules', () => {
  it('a new cart is unsaved and empty', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), (number) => {
        const cart = newCart(number, 'USD');
        expect(cart.id).toBeNull();
        expect(cart.lineItems).toEqual([]);
      }),
    );
  });

  it('recognises only 32 lowercase hex characters as a cart number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), (n) => {
        expect(isCartNumber(n)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^[0-9a-f]{32}$/.test(s));
        expect(isCartNumber(s)).toBe(false);
      }),
    );
  });

  it('continues only a stored cart that is not completed', () => {
    expect(canContinueCart(null)).toBe(false);
    expect(canContinueCart({ isCompleted: true })).toBe(false);
    expect(canContinueCart({ isCompleted: false })).toBe(true);
  });
});
