import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** null = stock is not tracked. */
    stock: integer('stock'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('variants_product_id_idx').on(table.productId)],
);
