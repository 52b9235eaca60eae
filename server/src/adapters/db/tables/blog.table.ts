import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './assets.table.ts';

export const blogCategories = pgTable('blog_categories', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').references(() => blogCategories.id, {
      onDelete: 'set null',
    }),
    author: text('author'),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    bodyHtml: text('body_html').notNull().default(''),
    imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    enabled: boolean('enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_category_id_idx').on(table.categoryId)],
);
