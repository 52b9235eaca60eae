import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart, isCartEmpty, totalItems } from '../../../src/domain/cart/cart.rules';
import { anyCart } from '../../support/cart.arbitraries';

const isCleared = (value: unknown): boolean =>
  value === null ||
  value === 0 ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

describe('cart rules', () => {
  it('a cart is empty exactly when its total quantity is zero', () => {
    fc.assert(
      fc.property(fc.nat(), (totalQty) => {
        expect(isCartEmpty(totalQty)).toBe(totalQty === 0);
      }),
    );
  });

  it('the cart widget shows the total quantity', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        expect(totalItems(cart)).toBe(cart.totalQty);
      }),
    );
  });

  it('reset clears every field and makes the cart empty', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const reset = emptyCart(cart.currency);

        expect(reset.isEmpty).toBe(true);
        expect(totalItems(reset)).toBe(0);
        expect(reset.currency).toBe(cart.currency);
        for (const [field, value] of Object.entries(reset)) {
          if (field === 'currency' || field === 'isEmpty') continue;
          expect({ field, cleared: isCleared(value) }).toEqual({ field, cleared: true });
        }
      }),
    );
  });
});
