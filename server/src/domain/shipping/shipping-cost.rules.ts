// Commerce's shipping adjuster: one adjustment per shippable line (percentage of its subtotal + per
// item + per kilogram, rounded half-up once per line), one order-level adjustment for the base rate,
// and order-level corrections up to the rule's minimum or down to its maximum rate.
import { money } from '../money/money.rules.ts';
import type { Adjustment } from '../pricing/adjustment.ts';
import { BASIS_POINTS_PER_WHOLE, divideRoundHalfUp } from '../pricing/rounding.rules.ts';
import type { ShippingLine, ShippingMethod, ShippingRule } from './shipping.ts';

const GRAMS_PER_KILOGRAM = 1000;

/** One line's cost under `rule`, exact until the single half-up rounding. */
export function lineShippingCost(rule: ShippingRule, line: ShippingLine): number {
  // Common denominator 10 000 (basis points); grams per kilogram (1000) divides it.
  const scale = BigInt(BASIS_POINTS_PER_WHOLE);
  const percentage = BigInt(line.subtotal.minor) * BigInt(rule.percentageRate);
  const perItem = BigInt(line.qty) * BigInt(rule.perItemRate.minor) * scale;
  const byWeight =
    BigInt(line.weight) *
    BigInt(line.qty) *
    BigInt(rule.weightRate.minor) *
    (scale / BigInt(GRAMS_PER_KILOGRAM));
  return divideRoundHalfUp(percentage + perItem + byWeight, scale);
}

/** The shipping adjustments `method` (through its matching `rule`) puts on a cart with these lines. */
export function shippingAdjustments(
  method: ShippingMethod,
  rule: ShippingRule,
  lines: readonly ShippingLine[],
  currency: string,
): Adjustment[] {
  // Commerce charges nothing at all when no line needs shipping (an empty cart included).
  if (!lines.some((line) => line.isShippable)) return [];
  const adjustment = (minor: number, lineItemId: number | null, note = ''): Adjustment => ({
    type: 'shipping',
    name: method.name,
    description: rule.description + note,
    amount: money(minor, currency),
    included: false,
    lineItemId,
  });
  const adjustments: Adjustment[] = [];
  let running = 0;
  for (const line of lines) {
    if (!line.isShippable || line.hasFreeShipping) continue;
    const cost = lineShippingCost(rule, line);
    if (cost !== 0) adjustments.push(adjustment(cost, line.id));
    running += cost;
  }
  if (rule.baseRate.minor !== 0) adjustments.push(adjustment(rule.baseRate.minor, null));
  running += rule.baseRate.minor;
  if (rule.minRate !== null && running < rule.minRate.minor) {
    adjustments.push(adjustment(rule.minRate.minor - running, null, ' Adjusted to minimum rate'));
    running = rule.minRate.minor;
  }
  if (rule.maxRate !== null && running > rule.maxRate.minor) {
    adjustments.push(adjustment(rule.maxRate.minor - running, null, ' Adjusted to maximum rate'));
  }
  return adjustments;
}
