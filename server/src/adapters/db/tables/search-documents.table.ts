import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// One row per searchable element (product, page, post, case study), kept in step by the importer and
// the content services. Its full-text and title-words indexes are in hand-written migrations (0004,
// 0011); triggers keep the search's vocabulary, `search_words`, in step with it (0013).
export const searchDocuments = pgTable(
  'search_documents',
  {
    elementType: text('element_type').notNull(),
    elementId: integer('element_id').notNull(),
    uri: text('uri').notNull(),
    title: text('title').notNull(),
    /** Plain text (HTML stripped) that is searched and quoted in snippets. */
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.elementType, table.elementId] })],
);
