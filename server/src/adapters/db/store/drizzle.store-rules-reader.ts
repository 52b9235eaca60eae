import { and, eq, or, sql } from 'drizzle-orm';
import type { PricingRules } from '../../../domain/pricing/pricing.ts';
import type { DiscountUsage } from '../../../domain/discounts/discount.ts';
import type { StoreRulesReader } from '../../../ports/store/store-rules-reader.ts';
import type { Db } from '../database.ts';
import { expiringReads } from '../expiring-reads.ts';
import { rowsFromJson } from '../json-rows.ts';
import { isInTransaction, scopedDb } from '../transaction-scope.ts';
import { discounts, discountUses, gateways, shippingMethods, taxRates } from '../schema.ts';
import { toDiscount, toShippingMethod, toTaxRate } from './store-rules.mapper.ts';

/**
 * How long a read outside a transaction may reuse the store's rules (shipping, tax, discounts).
 * Displaying a cart (get-cart) then costs no query; every change to a cart and every payment runs
 * in a transaction and always reads the rules fresh, so a stale rule never prices an order.
 */
export const PRICING_RULES_READ_TTL_MS = 2_000;

async function readPricingRules(db: Db, currency: string): Promise<PricingRules> {
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
  return {
    discounts: rowsFromJson(discounts, rules.discounts).map((row) => toDiscount(row, currency)),
    shippingMethods: rowsFromJson(shippingMethods, rules.methods).map((row) =>
      toShippingMethod(row, currency),
    ),
    taxRates: rowsFromJson(taxRates, rules.rates).map(toTaxRate),
    autoSetShippingMethod: false,
    useBillingAddressForTax: false,
  };
}

async function discountUsage(
  db: Db,
  couponCode: string,
  customerId: number | null,
  email: string | null,
): Promise<DiscountUsage> {
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
          email === null ? sql`false` : sql`lower(${discountUses.email}) = ${email.toLowerCase()}`,
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
}

async function gatewayExists(db: Db, id: number): Promise<boolean> {
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
}

export function drizzleStoreRulesReader(
  db: Db,
  currency: string,
  now: () => number = Date.now,
): StoreRulesReader {
  const cached = expiringReads<'rules', PricingRules>(PRICING_RULES_READ_TTL_MS);
  return {
    pricingRules(): Promise<PricingRules> {
      if (isInTransaction()) return readPricingRules(db, currency);
      const at = now();
      return cached.fresh('rules', at) ?? cached.keep('rules', readPricingRules(db, currency), at);
    },
    discountUsage: (couponCode, customerId, email) =>
      discountUsage(db, couponCode, customerId, email),
    gatewayExists: (id) => gatewayExists(db, id),
  };
}
