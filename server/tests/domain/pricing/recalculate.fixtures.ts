// The small store every Craft-like example prices against.
import {
  address,
  discount,
  method,
  pricingRules,
  purchasable,
  rule,
  taxRate,
  usd,
  zone,
} from './pricing.mother.ts';

export const widget = purchasable(1, 1999, { description: 'Widget', weight: 250 });
export const standard = method(
  1,
  'standard',
  [rule({ description: 'Flat rate', baseRate: usd(500) })],
  {
    name: 'Standard',
  },
);
export const express = method(2, 'express', [rule({ zone: zone('US'), baseRate: usd(1500) })], {
  name: 'Express',
});
export const californiaTax = taxRate({ name: 'CA sales tax', zone: zone('US', ['CA']) });
export const store = pricingRules({
  discounts: [discount({ percentOff: 1000 })],
  shippingMethods: [express, standard],
  taxRates: [californiaTax],
});
export const inCalifornia = address('US', 'CA');
