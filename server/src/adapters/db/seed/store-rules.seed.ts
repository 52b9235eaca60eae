// The demo store's rules (money in US cents). Kept simple on purpose:
// - shipping: `standard` $7.95, free from $150 of items; `express` $19.95 flat; anywhere.
// - tax: California 7.25 % added on top of prices; other US states none; EU countries 20 % VAT
//   contained in prices (reported as totalTaxIncluded). Zoned rates need a shipping address.
// - coupons: WELCOME10 (10 % off every item), FREESHIP (no shipping cost).
import type { StoredShippingRule } from '../tables/store-rules.table.ts';

const flatRule = (
  name: string,
  baseRateMinor: number,
  minTotalMinor: number | null = null,
): StoredShippingRule => ({
  name,
  description: name,
  zone: null,
  minTotalMinor,
  maxTotalMinor: null,
  minQty: null,
  maxQty: null,
  minWeight: null,
  maxWeight: null,
  baseRateMinor,
  perItemRateMinor: 0,
  weightRateMinor: 0,
  percentageRate: 0,
  minRateMinor: null,
  maxRateMinor: null,
});

export const DEMO_SHIPPING_METHODS = [
  {
    name: 'Standard',
    handle: 'standard',
    sortOrder: 1,
    rules: [flatRule('Free over $150', 0, 15_000), flatRule('Standard flat rate', 795)],
  },
  {
    name: 'Express',
    handle: 'express',
    sortOrder: 2,
    rules: [flatRule('Express flat rate', 1995)],
  },
];

const EU = ['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PL', 'PT', 'SE'];

export const DEMO_TAX_RATES = [
  {
    name: 'California sales tax',
    rateBasisPoints: 725,
    included: false,
    taxable: 'price',
    zone: { name: 'California', regions: [{ countryCode: 'US', administrativeAreas: ['CA'] }] },
  },
  {
    name: 'EU VAT',
    rateBasisPoints: 2000,
    included: true,
    taxable: 'price_shipping',
    zone: {
      name: 'European Union',
      regions: EU.map((countryCode) => ({ countryCode, administrativeAreas: [] })),
    },
  },
];

export const DEMO_DISCOUNTS = [
  {
    name: 'Welcome 10 %',
    description: '10 % off your order',
    coupons: [{ code: 'WELCOME10', uses: 0, maxUses: null }],
    percentOffBasisPoints: 1000,
  },
  {
    name: 'Free shipping',
    description: 'Free shipping on your order',
    coupons: [{ code: 'FREESHIP', uses: 0, maxUses: null }],
    freeShipping: true,
  },
];
