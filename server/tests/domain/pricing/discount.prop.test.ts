import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount } from '../../../src/domain/discounts/discount-adjustments.rules.ts';
import {
  lineMatchesDiscount,
  unmetCondition,
} from '../../../src/domain/discounts/discount-match.rules.ts';
import type { DiscountLine } from '../../../src/domain/discounts/discount.ts';
import { arbDiscount, discount, usd } from './pricing.mother.ts';

const arbLines: fc.Arbitrary<DiscountLine[]> = fc
  .array(
    fc.record({
      purchasableId: fc.integer({ min: 1, max: 5 }),
      categoryIds: fc.subarray([1, 2, 3]),
      qty: fc.integer({ min: 1, max: 30 }),
      unit: fc.nat(100_000),
      onPromotion: fc.boolean(),
      isPromotable: fc.boolean(),
    }),
    { maxLength: 6 },
  )
  .map((ls) => ls.map(({ unit, ...l }, i) => ({ ...l, id: i + 1, subtotal: usd(l.qty * unit) })));

const line = (
  id: number,
  qty: number,
  unit: number,
  fields: Partial<DiscountLine> = {},
): DiscountLine => ({
  id,
  purchasableId: id,
  categoryIds: [],
  qty,
  subtotal: usd(qty * unit),
  onPromotion: false,
  isPromotable: true,
  ...fields,
});

describe('discount application (properties)', () => {
  it('discounts only eligible lines, at most their subtotal, and the fixed amount exactly up to it', () => {
    fc.assert(
      fc.property(arbDiscount, arbLines, (d, lines) => {
        const applied = applyDiscount(d, lines, 'USD');
        expect(applied.unmet).toBe(unmetCondition(d, lines));
        if (applied.unmet !== null) {
          expect(applied.adjustments).toEqual([]);
          expect(applied.freeShipping).toBe(false);
          return;
        }
        expect(applied.freeShipping).toBe(d.freeShipping);
        const seen = new Set<number>();
        for (const a of applied.adjustments) {
          const l = lines.find((x) => x.id === a.lineItemId);
          expect(l && lineMatchesDiscount(l, d)).toBe(true);
          expect(seen.has(a.lineItemId ?? -1)).toBe(false);
          seen.add(a.lineItemId ?? -1);
          expect(a.amount.minor).toBeLessThan(0);
          expect(-a.amount.minor).toBeLessThanOrEqual(l?.subtotal.minor ?? 0);
        }
        const eligible = lines.filter((l) => lineMatchesDiscount(l, d));
        const eligibleTotal = eligible.reduce((s, l) => s + l.subtotal.minor, 0);
        const off = applied.adjustments.reduce((s, a) => s - a.amount.minor, 0);
        expect(off).toBeLessThanOrEqual(eligibleTotal);
        if (d.percentOff >= 10_000 || (d.amountOff?.minor ?? 0) >= eligibleTotal) {
          expect(off).toBe(eligibleTotal);
        }
      }),
    );
  });

  it('takes the same off whichever order the lines come in, line by line', () => {
    fc.assert(
      fc.property(arbDiscount, arbLines, (d, lines) => {
        const byLine = (ls: DiscountLine[]) =>
          new Map(
            applyDiscount(d, ls, 'USD').adjustments.map((a) => [a.lineItemId, a.amount.minor]),
          );
        const forward = byLine(lines);
        const total = [...forward.values()].reduce((s, v) => s + v, 0);
        const backward = byLine([...lines].reverse());
        expect([...backward.values()].reduce((s, v) => s + v, 0)).toBe(total);
        if (d.amountOff === null) expect(backward).toEqual(forward);
      }),
    );
  });
});

describe('discount application (examples)', () => {
  it('10 % of $19.99 × 3 is $6.00 (5.997 rounded half-up on the line)', () => {
    const applied = applyDiscount(discount({ percentOff: 1000 }), [line(7, 3, 1999)], 'USD');
    expect(applied.adjustments).toEqual([
      {
        type: 'discount',
        name: 'Summer sale',
        description: '10% off',
        amount: usd(-600),
        included: false,
        lineItemId: 7,
      },
    ]);
  });

  it('shares $10 off over $30 and $10 lines as $7.50 and $2.50, after the percentage', () => {
    const lines = [line(1, 1, 3000), line(2, 1, 1000)];
    const fixed = applyDiscount(discount({ amountOff: usd(1000) }), lines, 'USD');
    expect(fixed.adjustments.map((a) => a.amount.minor)).toEqual([-750, -250]);
    const both = applyDiscount(discount({ percentOff: 5000, amountOff: usd(1000) }), lines, 'USD');
    expect(both.adjustments.map((a) => a.amount.minor)).toEqual([-2250, -750]);
  });

  it('never takes more than the items cost', () => {
    const lines = [line(1, 2, 500)];
    expect(
      applyDiscount(discount({ amountOff: usd(5000) }), lines, 'USD').adjustments[0]?.amount,
    ).toEqual(usd(-1000));
    expect(
      applyDiscount(discount({ percentOff: 15_000 }), lines, 'USD').adjustments[0]?.amount,
    ).toEqual(usd(-1000));
    expect(applyDiscount(discount({ percentOff: -500 }), lines, 'USD').adjustments).toEqual([]);
  });

  it('limits eligibility by purchasable, category, promotion and promotability', () => {
    const d = discount({ purchasableIds: [1, 2], categoryIds: [9], excludeOnPromotion: true });
    expect(lineMatchesDiscount(line(1, 1, 100, { categoryIds: [9] }), d)).toBe(true);
    expect(lineMatchesDiscount(line(3, 1, 100, { categoryIds: [9] }), d)).toBe(false);
    expect(lineMatchesDiscount(line(1, 1, 100, { categoryIds: [8] }), d)).toBe(false);
    expect(lineMatchesDiscount(line(1, 1, 100, { categoryIds: [9], onPromotion: true }), d)).toBe(
      false,
    );
    expect(lineMatchesDiscount(line(1, 1, 100, { categoryIds: [9], isPromotable: false }), d)).toBe(
      false,
    );
  });

  it('needs the minimum total and quantity of the eligible lines, or of the cart when all items count', () => {
    const lines = [line(1, 2, 1000), line(2, 1, 500)];
    expect(unmetCondition(discount({ minimumTotal: usd(2500) }), lines)).toBeNull();
    expect(unmetCondition(discount({ minimumTotal: usd(2501) }), lines)).toBe(
      'below-minimum-total',
    );
    expect(unmetCondition(discount({ minimumQty: 3 }), lines)).toBeNull();
    expect(unmetCondition(discount({ minimumQty: 4 }), lines)).toBe('below-minimum-qty');
    expect(unmetCondition(discount({ maximumQty: 2 }), lines)).toBe('above-maximum-qty');
    expect(unmetCondition(discount({ maximumQty: 0 }), lines)).toBeNull();
    const only2 = { purchasableIds: [2] };
    expect(unmetCondition(discount({ ...only2, minimumTotal: usd(600) }), lines)).toBe(
      'below-minimum-total',
    );
    expect(unmetCondition(discount({ purchasableIds: [5] }), lines)).toBe('no-eligible-items');
  });
});
