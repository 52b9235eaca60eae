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
    /**
     * The default variant's effective price (domain/catalog/product-price.rules.ts), kept by a trigger on
     * `variants` (migration 0009) so listings can sort and filter by price through an index.
     */
    listingPriceMinor: integer('listing_price_minor'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listing indexes: one per sort order the catalog offers, over enabled products only, so a page of
  // 100,000 products is read in index order instead of sorted (bench/scale.ts measures them).
  (table) => [
    index('products_category_id_idx').on(table.categoryId),
    index('products_featured_idx')
      .on(table.sortOrder, table.id)
      .where(sql`${table.enabled}`),
    index('products_category_featured_idx')
      .on(table.categoryId, table.sortOrder, table.id)
      .where(sql`${table.enabled}`),
    index('products_price_idx')
      .on(table.listingPriceMinor.asc().nullsLast(), table.sortOrder, table.id)
      .where(sql`${table.enabled}`),
    index('products_price_desc_idx')
      .on(table.listingPriceMinor.desc().nullsLast(), table.sortOrder, table.id)
      .where(sql`${table.enabled}`),
    index('products_title_idx')
      .on(sql`lower(${table.title})`, table.id)
      .where(sql`${table.enabled}`),
    index('products_newest_idx')
      .on(table.dateCreated.desc(), table.id.desc())
      .where(sql`${table.enabled}`),
  ],
);
