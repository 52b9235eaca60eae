import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many enabled products each category holds (`category_key` 0: products without a category), kept
 * exact by triggers on `products` (migration 0012) so a listing's "N products" costs a lookup instead
 * of counting up to every product. Not a foreign key: a deleted category's row simply drops to 0.
 */
export const productListingCounts = pgTable('product_listing_counts', {
  categoryKey: integer('category_key').primaryKey(),
  enabledProducts: integer('enabled_products').notNull().default(0),
});
