import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Media files (product photos, featured images, icons, logos). The original lives on disk under the
// uploads directory at `path`; `/img/<path>` serves it resized.
export const assets = pgTable('assets', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  /** Relative to the uploads directory, with forward slashes: `products/drill-1.png`. */
  path: text('path').notNull().unique(),
  alt: text('alt').notNull().default(''),
  mimeType: text('mime_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
