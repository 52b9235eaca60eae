import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedLineQuantity } from '../../../src/domain/cart/line-quantity.rules';

describe('a quantity typed into a cart line', () => {
  it('reads a typed line quantity as a whole number from 0, anything else as no change', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (quantity) => {
        expect(typedLineQuantity(String(quantity))).toBe(quantity);
        expect(typedLineQuantity(` ${quantity} `)).toBe(quantity);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: -1 }), (quantity) => {
        expect(typedLineQuantity(String(quantity))).toBeNull();
      }),
    );
    for (const text of ['', '  ', '1.5', 'two', '1e999', '9007199254740993'])
      expect(typedLineQuantity(text)).toBeNull();
  });
});
