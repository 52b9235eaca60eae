import { addressInZone } from '../pricing/zone.rules.ts';
import type { ShippingFacts, ShippingMethod, ShippingRule } from './shipping.ts';

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** Every condition holds: the zone, then item total, quantity and weight, all bounds inclusive. */
export const ruleMatches = (rule: ShippingRule, facts: ShippingFacts): boolean =>
  addressInZone(facts.address, rule.zone) &&
  within(facts.itemSubtotal.minor, rule.minTotal?.minor ?? null, rule.maxTotal?.minor ?? null) &&
  within(facts.totalQty, rule.minQty, rule.maxQty) &&
  within(facts.totalWeight, rule.minWeight, rule.maxWeight);

/** Commerce: the first rule (in the method's order) that matches decides the cost. */
export const matchingRule = (method: ShippingMethod, facts: ShippingFacts): ShippingRule | null =>
  method.rules.find((rule) => ruleMatches(rule, facts)) ?? null;
