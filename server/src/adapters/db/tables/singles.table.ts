import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Craft singles (site-footer, sticky-bar-cta, ...): one JSON document each, validated on import.
export const singles = pgTable('singles', {
  handle: text('handle').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
