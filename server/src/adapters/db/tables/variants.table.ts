import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './products.table.ts';

export const variants = pgTable(
  'variants',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    /** Money is stored in minor units (cents): never a float. */
    priceMinor: integer('price_minor').notNull(),
    /** The promotional price when the variant is on sale, else null. */
    salePriceMinor: integer('sale_price_minor'),
    /** Purchasable options such as `{ "size": "40 mm", "pack": "100" }`. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    weightGrams: integer('weight_grams'),
    /** null = stock is not tracked. */
    stock: integer('stock'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('variants_product_id_idx').on(table.productId)],
);
