import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.ts';

// A cart line as Commerce keeps it: the purchasable, what the shopper chose, and the price they last saw
// (the snapshot that makes price-change notices possible).
export const lineItems = pgTable(
  'line_items',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: a line outlives its variant (recalculation removes it with a notice). */
    purchasableId: integer('purchasable_id').notNull(),
    qty: integer('qty').notNull(),
    note: text('note').notNull().default(''),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    optionsSignature: text('options_signature').notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor').notNull(),
    description: text('description').notNull(),
    sku: text('sku').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('line_items_order_id_idx').on(table.orderId)],
);
