import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './assets.table.ts';

export const caseStudies = pgTable('case_studies', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  client: text('client').notNull().default(''),
  industry: text('industry').notNull().default(''),
  summary: text('summary').notNull().default(''),
  /** Sanitised HTML. */
  bodyHtml: text('body_html').notNull().default(''),
  imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  enabled: boolean('enabled').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
