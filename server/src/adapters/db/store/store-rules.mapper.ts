// The store's pricing rules as stored rows become the domain's shipping methods, tax rates and discounts.
import type { Discount } from '../../../domain/discounts/discount.ts';
import { money } from '../../../domain/money/money.rules.ts';
import type { Zone } from '../../../domain/pricing/zone.ts';
import type { ShippingMethod } from '../../../domain/shipping/shipping.ts';
import type { TaxableSubject, TaxRate } from '../../../domain/tax/tax.ts';
import type { discounts, shippingMethods, taxRates } from '../schema.ts';
import type { StoredZone } from '../tables/store-rules.table.ts';

const TAXABLE: readonly TaxableSubject[] = ['price', 'shipping', 'price_shipping'];

const toZone = (zone: StoredZone | null): Zone | null =>
  zone === null ? null : { name: zone.name, regions: zone.regions };

const maybeCash = (minor: number | null, currency: string) =>
  minor === null ? null : money(minor, currency);

export const toShippingMethod = (
  row: typeof shippingMethods.$inferSelect,
  currency: string,
): ShippingMethod => ({
  id: row.id,
  name: row.name,
  handle: row.handle,
  enabled: row.enabled,
  rules: row.rules.map((rule) => ({
    name: rule.name,
    description: rule.description,
    zone: toZone(rule.zone),
    minTotal: maybeCash(rule.minTotalMinor, currency),
    maxTotal: maybeCash(rule.maxTotalMinor, currency),
    minQty: rule.minQty,
    maxQty: rule.maxQty,
    minWeight: rule.minWeight,
    maxWeight: rule.maxWeight,
    baseRate: money(rule.baseRateMinor, currency),
    perItemRate: money(rule.perItemRateMinor, currency),
    weightRate: money(rule.weightRateMinor, currency),
    percentageRate: rule.percentageRate,
    minRate: maybeCash(rule.minRateMinor, currency),
    maxRate: maybeCash(rule.maxRateMinor, currency),
  })),
});

export const toTaxRate = (row: typeof taxRates.$inferSelect): TaxRate => ({
  id: row.id,
  name: row.name,
  rate: row.rateBasisPoints,
  included: row.included,
  taxable: TAXABLE.find((subject) => subject === row.taxable) ?? 'price',
  zone: toZone(row.zone ?? null),
});

export const toDiscount = (row: typeof discounts.$inferSelect, currency: string): Discount => ({
  id: row.id,
  name: row.name,
  description: row.description,
  enabled: row.enabled,
  coupons: row.coupons,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  totalUses: row.totalUses,
  totalUseLimit: row.totalUseLimit,
  perCustomerLimit: row.perCustomerLimit,
  perEmailLimit: row.perEmailLimit,
  registeredCustomersOnly: row.registeredCustomersOnly,
  purchasableIds: row.purchasableIds ?? null,
  categoryIds: row.categoryIds ?? null,
  excludeOnPromotion: row.excludeOnPromotion,
  minimumTotal: maybeCash(row.minimumTotalMinor, currency),
  minimumQty: row.minimumQty,
  maximumQty: row.maximumQty,
  percentOff: row.percentOffBasisPoints,
  amountOff: maybeCash(row.amountOffMinor, currency),
  freeShipping: row.freeShipping,
});
