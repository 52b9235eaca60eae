import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './assets.table.ts';

export const categories = pgTable('categories', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  /** Sanitised HTML. */
  descriptionHtml: text('description_html').notNull().default(''),
  imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
