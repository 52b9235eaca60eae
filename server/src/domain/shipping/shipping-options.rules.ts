import { sumAdjustments } from '../pricing/adjustment.rules.ts';
import type { Adjustment } from '../pricing/adjustment.ts';
import { shippingAdjustments } from './shipping-cost.rules.ts';
import { matchingRule } from './shipping-rule.rules.ts';
import type {
  ShippingFacts,
  ShippingLine,
  ShippingMethod,
  ShippingMethodOption,
  ShippingSelection,
} from './shipping.ts';

/** The adjustments of `method` for this cart, or null when the method does not match it. */
export function quoteShipping(
  method: ShippingMethod,
  facts: ShippingFacts,
  lines: readonly ShippingLine[],
  currency: string,
): Adjustment[] | null {
  if (!method.enabled) return null;
  const rule = matchingRule(method, facts);
  return rule === null ? null : shippingAdjustments(method, rule, lines, currency);
}

/**
 * A cart's `availableShippingMethodOptions`: only the methods that match it, cheapest first (Commerce
 * sorts by price; equal prices keep the store's order). The price is exactly what choosing the method
 * adds to `totalShippingCost` (before a free-shipping coupon).
 */
export function availableShippingOptions(
  methods: readonly ShippingMethod[],
  facts: ShippingFacts,
  lines: readonly ShippingLine[],
  currency: string,
): ShippingMethodOption[] {
  const options: ShippingMethodOption[] = [];
  for (const method of methods) {
    const adjustments = quoteShipping(method, facts, lines, currency);
    if (adjustments === null) continue;
    const price = sumAdjustments(adjustments, currency);
    options.push({ id: method.id, name: method.name, handle: method.handle, price });
  }
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.price.minor - b.option.price.minor || a.index - b.index)
    .map(({ option }) => option);
}

/**
 * Commerce re-checks the cart's method on every recalculation: a selected method that no longer matches
 * is replaced by the first available option (or none) and the shopper is told (`changed`). With the
 * store's auto-set option on, an empty or stale choice silently becomes the first option.
 */
export function resolveShippingMethod(
  selected: string | null,
  options: readonly ShippingMethodOption[],
  autoSet: boolean,
): ShippingSelection {
  const handle = selected === '' ? null : selected;
  const available = handle !== null && options.some((option) => option.handle === handle);
  if (available) return { handle, changed: false };
  const first = options[0]?.handle ?? null;
  if (autoSet) return { handle: first, changed: false };
  return handle === null ? { handle: null, changed: false } : { handle: first, changed: true };
}
