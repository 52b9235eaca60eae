import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './categories.table.ts';

export const products = pgTable(
  'products',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    title: text('title').notNull(),
    /** May span several path segments (`tools/drills/cordless`). */
    slug: text('slug').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    descriptionHtml: text('description_html').notNull().default(''),
    /** Quote-only products are not sold online: the shopper asks for a quote instead. */
    callForQuote: boolean('call_for_quote').notNull().default(false),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    sortOrder: integer('sort_order').notNull().default(0),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_category_id_idx').on(table.categoryId)],
);
