import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { assets } from './assets.table.ts';
import { products } from './products.table.ts';

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.assetId] })],
);
