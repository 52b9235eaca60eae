import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every mail the shop sends is recorded; without SMTP this table is the only delivery (the dev mailbox).
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** 'outbox' (stored only) or 'smtp' (also handed to the SMTP server). */
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
