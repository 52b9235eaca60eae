// What a valid discount takes off. The percentage is worked out per eligible line on its subtotal and
// rounded half-up per line (Commerce's DiscountAdjuster); the fixed amount is then shared over the
// eligible lines in proportion to what is left of each, exactly (largest remainders), so it never
// exceeds what they cost. No line is discounted below zero, so no total can go negative.
import { money } from '../money/money.rules.ts';
import type { Adjustment } from '../pricing/adjustment.ts';
import { allocate, BASIS_POINTS_PER_WHOLE, percentOf } from '../pricing/rounding.rules.ts';
import { lineMatchesDiscount, unmetCondition } from './discount-match.rules.ts';
import type { Discount, DiscountApplication, DiscountLine } from './discount.ts';

const clampPercent = (basisPoints: number) =>
  Math.min(Math.max(basisPoints, 0), BASIS_POINTS_PER_WHOLE);

export function applyDiscount(
  discount: Discount,
  lines: readonly DiscountLine[],
  currency: string,
): DiscountApplication {
  const unmet = unmetCondition(discount, lines);
  if (unmet !== null) return { adjustments: [], freeShipping: false, unmet };
  const eligible = lines.filter((line) => lineMatchesDiscount(line, discount));
  const percent = clampPercent(discount.percentOff);
  const byPercent = eligible.map((line) =>
    Math.min(percentOf(Math.max(line.subtotal.minor, 0), percent), line.subtotal.minor),
  );
  const remaining = eligible.map((line, i) =>
    Math.max(line.subtotal.minor - (byPercent[i] ?? 0), 0),
  );
  const fixed = allocate(Math.max(discount.amountOff?.minor ?? 0, 0), remaining);
  const adjustments: Adjustment[] = [];
  eligible.forEach((line, i) => {
    const off = (byPercent[i] ?? 0) + (fixed[i] ?? 0);
    if (off === 0) return;
    adjustments.push({
      type: 'discount',
      name: discount.name,
      description: discount.description,
      amount: money(-off, currency),
      included: false,
      lineItemId: line.id,
    });
  });
  return { adjustments, freeShipping: discount.freeShipping, unmet: null };
}
