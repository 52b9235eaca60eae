import { and, eq, or, sql } from 'drizzle-orm';
import type { Discount } from '../../domain/discounts/discount.ts';
import { money } from '../../domain/money/money.rules.ts';
import type { PricingRules } from '../../domain/pricing/pricing.ts';
import type { Zone } from '../../domain/pricing/zone.ts';
import type { ShippingMethod } from '../../domain/shipping/shipping.ts';
import type { TaxableSubject, TaxRate } from '../../domain/tax/tax.ts';
import type { StoreRulesReader } from '../../ports/store-rules-reader.ts';
import type { Db } from './database.ts';
import { expiringReads } from './expiring-reads.ts';
import { rowsFromJson } from './json-rows.ts';
import { isInTransaction, scopedDb } from './transaction-scope.ts';
import { discounts, discountUses, gateways, shippingMethods, taxRates } from './schema.ts';
import type { StoredZone } from './tables/store-rules.table.ts';

const TAXABLE: readonly TaxableSubject[] = ['price', 'shipping', 'price_shipping'];

const toZone = (zone: StoredZone | null): Zone | null =>
  zone === null ? null : { name: zone.name, regions: zone.regions };

/**
 * How long a read outside a transaction may reuse the store's rules (shipping, tax, discounts).
 * Displaying a cart (get-cart) then costs no query; every change to a cart and every payment runs
 * in a transaction and always reads the rules fresh, so a stale rule never prices an order.
 */
export const PRICING_RULES_READ_TTL_MS = 2_000;

export function drizzleStoreRulesReader(
  db: Db,
  currency: string,
  now: () => number = Date.now,
): StoreRulesReader {
  const cash = (minor: number) => money(minor, currency);
  const maybeCash = (minor: number | null) => (minor === null ? null : cash(minor));
  const cached = expiringReads<'rules', PricingRules>(PRICING_RULES_READ_TTL_MS);

  async function readPricingRules(): Promise<PricingRules> {
    // One statement, one round trip: every change to a cart and every payment reads the rules afresh
    // inside its transaction, where each round trip is a wait on the cart's lock. A named statement:
    // each connection plans it once.
    const [rules] = await scopedDb(db)
      .select({
        methods: sql<unknown>`(select coalesce(jsonb_agg(to_jsonb(m) order by m.sort_order, m.id), '[]'::jsonb) from ${shippingMethods} m)`,
        rates: sql<unknown>`(select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]'::jsonb) from ${taxRates} r)`,
        discounts: sql<unknown>`(select coalesce(jsonb_agg(to_jsonb(d) order by d.id), '[]'::jsonb) from ${discounts} d)`,
      })
      .from(sql`(select 1) as store`)
      .prepare('store_pricing_rules')
      .execute();
    if (!rules) throw new Error('The store rules query answered no row');
    const methodRows = rowsFromJson(shippingMethods, rules.methods);
    const rateRows = rowsFromJson(taxRates, rules.rates);
    const discountRows = rowsFromJson(discounts, rules.discounts);
    const methods = methodRows.map((row): ShippingMethod => ({
      id: row.id,
      name: row.name,
      handle: row.handle,
      enabled: row.enabled,
      rules: row.rules.map((rule) => ({
        name: rule.name,
        description: rule.description,
        zone: toZone(rule.zone),
        minTotal: maybeCash(rule.minTotalMinor),
        maxTotal: maybeCash(rule.maxTotalMinor),
        minQty: rule.minQty,
        maxQty: rule.maxQty,
        minWeight: rule.minWeight,
        maxWeight: rule.maxWeight,
        baseRate: cash(rule.baseRateMinor),
        perItemRate: cash(rule.perItemRateMinor),
        weightRate: cash(rule.weightRateMinor),
        percentageRate: rule.percentageRate,
        minRate: maybeCash(rule.minRateMinor),
        maxRate: maybeCash(rule.maxRateMinor),
      })),
    }));
    const rates = rateRows.map((row): TaxRate => ({
      id: row.id,
      name: row.name,
      rate: row.rateBasisPoints,
      included: row.included,
      taxable: TAXABLE.find((subject) => subject === row.taxable) ?? 'price',
      zone: toZone(row.zone ?? null),
    }));
    const storeDiscounts = discountRows.map((row): Discount => ({
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
      minimumTotal: maybeCash(row.minimumTotalMinor),
      minimumQty: row.minimumQty,
      maximumQty: row.maximumQty,
      percentOff: row.percentOffBasisPoints,
      amountOff: maybeCash(row.amountOffMinor),
      freeShipping: row.freeShipping,
    }));
    return {
      discounts: storeDiscounts,
      shippingMethods: methods,
      taxRates: rates,
      autoSetShippingMethod: false,
      useBillingAddressForTax: false,
    };
  }

  return {
    pricingRules(): Promise<PricingRules> {
      if (isInTransaction()) return readPricingRules();
      const at = now();
      return cached.fresh('rules', at) ?? cached.keep('rules', readPricingRules(), at);
    },

    async discountUsage(couponCode, customerId, email) {
      const code = couponCode.trim().toLowerCase();
      const [discount] = await scopedDb(db)
        .select({ id: discounts.id })
        .from(discounts)
        .where(
          sql`exists (select 1 from jsonb_array_elements(${discounts.coupons}) c where lower(trim(c->>'code')) = ${code})`,
        )
        .limit(1);
      if (!discount || (customerId === null && email === null)) {
        return { customerUses: 0, emailUses: 0 };
      }
      const rows = await scopedDb(db)
        .select()
        .from(discountUses)
        .where(
          and(
            eq(discountUses.discountId, discount.id),
            or(
              customerId === null ? sql`false` : eq(discountUses.customerId, customerId),
              email === null
                ? sql`false`
                : sql`lower(${discountUses.email}) = ${email.toLowerCase()}`,
            ),
          ),
        );
      return {
        customerUses:
          rows.find((row) => customerId !== null && row.customerId === customerId)?.uses ?? 0,
        emailUses:
          rows.find((row) => email !== null && row.email?.toLowerCase() === email.toLowerCase())
            ?.uses ?? 0,
      };
    },

    async gatewayExists(id) {
      const [row] = await scopedDb(db)
        .select({ id: gateways.id })
        .from(gateways)
        .where(
          and(
            eq(gateways.id, id),
            eq(gateways.isArchived, false),
            eq(gateways.isFrontendEnabled, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
