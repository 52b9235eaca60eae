import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_handle_idx').on(table.handle, table.dateCreated)],
);
