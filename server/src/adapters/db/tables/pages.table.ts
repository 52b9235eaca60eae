import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A content page block: `{ type: 'hero' | 'richText' | 'image' | 'cta' | 'productGrid' | 'faq' | ..., ... }`. */
export type PageBlock = { readonly type: string } & Record<string, unknown>;

// Content pages addressed by URI ('' is the home page), built from ordered blocks.
export const pages = pgTable('pages', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  uri: text('uri').notNull().unique(),
  title: text('title').notNull(),
  blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  enabled: boolean('enabled').notNull().default(true),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
