import { formatMoney, money } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import { addressInZone } from '../pricing/zone.rules.ts';
import type { Zone } from '../pricing/zone.ts';
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

/** A method is offered when it is enabled and one of its rules matches. */
export const methodMatches = (method: ShippingMethod, facts: ShippingFacts): boolean =>
  method.enabled && matchingRule(method, facts) !== null;

/** A rule without conditions that costs nothing, with `fields` laid over it. */
export const shippingRule = (
  name: string,
  currency: string,
  fields: Partial<ShippingRule> = {},
): ShippingRule => ({
  name,
  description: '',
  zone: null,
  minTotal: null,
  maxTotal: null,
  minQty: null,
  maxQty: null,
  minWeight: null,
  maxWeight: null,
  baseRate: money(0, currency),
  perItemRate: money(0, currency),
  weightRate: money(0, currency),
  percentageRate: 0,
  minRate: null,
  maxRate: null,
  ...fields,
});

/**
 * "Free above a threshold": put this rule first in a method; carts whose item total reaches `threshold`
 * (inclusive) ship free, and the method's later rules price the others.
 */
export const freeAboveRule = (threshold: Money, zone: Zone | null = null): ShippingRule =>
  shippingRule('Free shipping', threshold.currency, {
    description: `Free shipping from ${formatMoney(threshold)}`,
    zone,
    minTotal: threshold,
  });
