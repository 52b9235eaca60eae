import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** A zone as stored: `[{ countryCode, administrativeAreas }]`; null = everywhere. */
export type StoredZone = {
  name: string;
  regions: { countryCode: string; administrativeAreas: string[] }[];
} | null;

/** One shipping rule as stored (money in minor units); see domain/shipping/shipping.ts. */
export interface StoredShippingRule {
  name: string;
  description: string;
  zone: StoredZone;
  minTotalMinor: number | null;
  maxTotalMinor: number | null;
  minQty: number | null;
  maxQty: number | null;
  minWeight: number | null;
  maxWeight: number | null;
  baseRateMinor: number;
  perItemRateMinor: number;
  weightRateMinor: number;
  percentageRate: number;
  minRateMinor: number | null;
  maxRateMinor: number | null;
}

// Commerce's store rules: shipping methods with their ordered rules, tax rates and coupon discounts.
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  /** Ordered: the first rule that matches the cart decides the cost. */
  rules: jsonb('rules').$type<StoredShippingRule[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const taxRates = pgTable('tax_rates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Basis points: 725 = 7.25 %. */
  rateBasisPoints: integer('rate_basis_points').notNull(),
  /** Contained in the price (VAT) rather than added on top. */
  included: boolean('included').notNull().default(false),
  /** 'price' | 'shipping' | 'price_shipping'. */
  taxable: text('taxable').notNull().default('price'),
  zone: jsonb('zone').$type<StoredZone>(),
});

export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** `[{ code, uses, maxUses }]`; codes are unique across discounts (checked by the seed/admin). */
  coupons: jsonb('coupons')
    .$type<{ code: string; uses: number; maxUses: number | null }[]>()
    .notNull()
    .default([]),
  dateFrom: timestamp('date_from', { withTimezone: true }),
  dateTo: timestamp('date_to', { withTimezone: true }),
  totalUses: integer('total_uses').notNull().default(0),
  totalUseLimit: integer('total_use_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  perEmailLimit: integer('per_email_limit'),
  registeredCustomersOnly: boolean('registered_customers_only').notNull().default(false),
  purchasableIds: jsonb('purchasable_ids').$type<number[] | null>(),
  categoryIds: jsonb('category_ids').$type<number[] | null>(),
  excludeOnPromotion: boolean('exclude_on_promotion').notNull().default(false),
  minimumTotalMinor: integer('minimum_total_minor'),
  minimumQty: integer('minimum_qty'),
  maximumQty: integer('maximum_qty'),
  /** Basis points off each eligible line (1000 = 10 %). */
  percentOffBasisPoints: integer('percent_off_basis_points').notNull().default(0),
  amountOffMinor: integer('amount_off_minor'),
  freeShipping: boolean('free_shipping').notNull().default(false),
});

/** Completed orders' uses of a discount, per customer and per email (Commerce's customer_discountuses / email_discountuses). */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    email: text('email'),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    index('discount_uses_discount_id_idx').on(table.discountId),
    unique('discount_uses_customer_unique').on(table.discountId, table.customerId),
    unique('discount_uses_email_unique').on(table.discountId, table.email),
  ],
);
