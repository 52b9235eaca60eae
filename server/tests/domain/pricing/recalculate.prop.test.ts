import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumAdjustments } from '../../../src/domain/pricing/adjustment.rules.ts';
import { recalculate } from '../../../src/domain/pricing/recalculate.rules.ts';
import { arbScenario, nextPricingInput, NOW, pricingRules } from './pricing.mother.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('recalculate (properties)', () => {
  it('totals are the sums of the lines and the adjustments', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const cart = recalculate(input, catalog, rules, NOW);
        const t = cart.totals;
        const added = cart.adjustments.filter((a) => !a.included);
        expect(t.itemSubtotal.minor).toBe(sum(cart.lines.map((l) => l.subtotal.minor)));
        expect(t.itemTotal.minor).toBe(sum(cart.lines.map((l) => l.total.minor)));
        expect(t.adjustmentsTotal.minor).toBe(sum(added.map((a) => a.amount.minor)));
        expect(t.adjustmentSubtotal).toEqual(t.adjustmentsTotal);
        expect(t.total.minor).toBe(t.itemSubtotal.minor + t.adjustmentsTotal.minor);
        // Every order-level adjustment is outside the item total, every line one inside it.
        expect(t.total.minor).toBe(
          t.itemTotal.minor +
            sum(cart.orderAdjustments.filter((a) => !a.included).map((a) => a.amount.minor)),
        );
        expect(t.total.minor).toBe(
          t.itemSubtotal.minor +
            t.totalDiscount.minor +
            t.totalShippingCost.minor +
            t.totalTax.minor,
        );
        expect(t.totalPrice).toEqual(t.total);
        expect(t.outstandingBalance.minor).toBe(t.totalPrice.minor - t.totalPaid.minor);
        expect(t.totalQty).toBe(sum(cart.lines.map((l) => l.qty)));
        expect(t.totalWeight).toBe(sum(cart.lines.map((l) => l.qty * l.weight)));
        for (const l of cart.lines) {
          expect(l.subtotal.minor).toBe(l.qty * l.salePrice.minor);
          expect(l.total.minor).toBe(l.subtotal.minor + l.adjustmentsTotal.minor);
          expect(l.adjustmentsTotal.minor).toBe(
            l.discount.minor + l.shippingCost.minor + l.tax.minor,
          );
          expect(l.adjustments.every((a) => a.lineItemId === l.id)).toBe(true);
        }
        expect(cart.adjustments).toHaveLength(
          sum(cart.lines.map((l) => l.adjustments.length)) + cart.orderAdjustments.length,
        );
      }),
    );
  });

  it('never lets a discount make a line or the order negative', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const cart = recalculate(input, catalog, rules, NOW);
        expect(cart.totals.totalDiscount.minor).toBeLessThanOrEqual(0);
        expect(-cart.totals.totalDiscount.minor).toBeLessThanOrEqual(
          cart.totals.itemSubtotal.minor,
        );
        for (const l of cart.lines) {
          expect(l.discount.minor).toBeLessThanOrEqual(0);
          expect(l.subtotal.minor + l.discount.minor).toBeGreaterThanOrEqual(0);
          expect(l.total.minor).toBeGreaterThanOrEqual(0);
        }
        expect(cart.totals.itemTotal.minor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.totalPrice.minor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.totalShippingCost.minor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.totalTax.minor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.paymentAmount.minor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is stable: recalculating the recalculated cart changes nothing and says nothing new', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const first = recalculate(input, catalog, rules, NOW);
        const second = recalculate(nextPricingInput(input, first), catalog, rules, NOW);
        expect(second.notices).toEqual([]);
        expect(second.lines).toEqual(first.lines);
        expect(second.adjustments).toEqual(first.adjustments);
        expect(second.totals).toEqual(first.totals);
        expect(second.couponCode).toBe(first.couponCode);
        expect(second.shippingMethodHandle).toBe(first.shippingMethodHandle);
        expect(second.availableShippingMethodOptions).toEqual(first.availableShippingMethodOptions);
      }),
    );
  });

  it('applying and then removing a coupon restores the totals exactly', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const without = recalculate({ ...input, couponCode: null }, catalog, rules, NOW);
        const withCoupon = recalculate({ ...input, couponCode: 'SUMMER' }, catalog, rules, NOW);
        const removed = recalculate(
          { ...nextPricingInput(input, withCoupon), couponCode: null },
          catalog,
          rules,
          NOW,
        );
        expect(removed.totals).toEqual(without.totals);
        expect(removed.adjustments).toEqual(without.adjustments);
        expect(withCoupon.totals.totalDiscount.minor).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('with no rules at all, the totals are the item subtotal (the old cartTotals)', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog }) => {
        const cart = recalculate(input, catalog, pricingRules(), NOW);
        expect(cart.adjustments).toEqual([]);
        expect(cart.totals.totalPrice).toEqual(cart.totals.itemSubtotal);
        expect(cart.totals.itemTotal).toEqual(cart.totals.itemSubtotal);
      }),
    );
  });

  it('caps quantities at the stock and says so for each capped line', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const cart = recalculate(input, catalog, rules, NOW);
        for (const l of cart.lines) {
          const original = input.lines.find((i) => i.id === l.id);
          if (l.stock !== null && l.stock >= 1) expect(l.qty).toBeLessThanOrEqual(l.stock);
          const capped = original !== undefined && original.qty !== l.qty;
          const notice = cart.notices.find(
            (n) => n.type === 'lineItemMaxStockReached' && n.attribute === `lineItems.${l.id}.qty`,
          );
          expect(notice !== undefined).toBe(capped);
          if (capped)
            expect(notice?.message).toBe(`${l.description} only has ${l.stock} in stock.`);
        }
      }),
    );
  });

  it('removes the lines of purchasables that are gone or disabled, with a notice each', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const cart = recalculate(input, catalog, rules, NOW);
        const gone = input.lines.filter((l) => !catalog.get(l.purchasableId)?.enabled);
        expect(cart.lines.map((l) => l.id)).toEqual(
          input.lines.filter((l) => !gone.includes(l)).map((l) => l.id),
        );
        expect(cart.notices.filter((n) => n.type === 'lineItemRemoved')).toHaveLength(gone.length);
      }),
    );
  });

  it('only ever selects an offered shipping method, and charges exactly its option price', () => {
    fc.assert(
      fc.property(arbScenario, ({ input, catalog, rules }) => {
        const cart = recalculate(input, catalog, rules, NOW);
        const option = cart.availableShippingMethodOptions.find(
          (o) => o.handle === cart.shippingMethodHandle,
        );
        if (cart.shippingMethodHandle !== null) expect(option).toBeDefined();
        const freeByCoupon =
          cart.couponCode !== null &&
          cart.couponUnmet === null &&
          rules.discounts[0]?.freeShipping === true;
        const expected = option === undefined || freeByCoupon ? 0 : option.price.minor;
        expect(cart.totals.totalShippingCost.minor).toBe(expected);
        expect(sumAdjustments(cart.adjustments, 'USD', (a) => a.type === 'shipping').minor).toBe(
          expected,
        );
      }),
    );
  });
});
