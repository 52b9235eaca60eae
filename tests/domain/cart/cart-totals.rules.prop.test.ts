import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotalLines, type CartTotals } from '../../../src/domain/cart/cart-totals.rules';

const amount = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const anyTotals: fc.Arbitrary<CartTotals> = fc.record({
  itemSubtotal: amount,
  totalDiscount: fc.oneof(fc.constant(0), amount),
  totalShipping: amount,
  totalTax: amount,
  totalPrice: amount,
});

describe('cartTotalLines', () => {
  it('shows the discount as its own line exactly when there is one', () => {
    fc.assert(
      fc.property(anyTotals, (totals) => {
        const discount = cartTotalLines(totals).find((line) => line.key === 'discount');
        if (totals.totalDiscount === 0) expect(discount).toBeUndefined();
        else
          expect(discount).toEqual({
            key: 'discount',
            label: 'Discount',
            amount: totals.totalDiscount,
          });
      }),
    );
  });

  it('lists subtotal, shipping, tax and the total in that order, the total last', () => {
    fc.assert(
      fc.property(anyTotals, (totals) => {
        const lines = cartTotalLines(totals);
        expect(lines.map((line) => line.key).filter((key) => key !== 'discount')).toEqual([
          'subtotal',
          'shipping',
          'tax',
          'total',
        ]);
        expect(lines.at(-1)?.amount).toBe(totals.totalPrice);
        expect(lines[0]?.amount).toBe(totals.itemSubtotal);
      }),
    );
  });
});
