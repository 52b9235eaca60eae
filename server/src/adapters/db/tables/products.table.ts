import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  title: text('title').notNull(),
  /** May span several path segments (`tools/drills/cordless`). */
  slug: text('slug').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
