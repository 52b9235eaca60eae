import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every mail the shop sends, written in the transaction of the event it is about (a transactional
// outbox). Without SMTP a row is delivered when written (the dev mailbox shows it); with SMTP it is
// queued and the mail worker of any server process delivers it, retrying with backoff.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The event the mail is for (`order-confirmation:<number>`, …): one mail per event. */
    key: text('key').notNull().unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** 'outbox' (stored only) or 'smtp' (handed, or to be handed, to the SMTP server). */
    transport: text('transport').notNull(),
    /** 'queued' (waiting for the worker), 'sent', or 'failed' (given up after the last attempt). */
    status: text('status').notNull().default('sent'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivery attempts so far; also the claim's fencing token (each claim adds one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a claim: no other worker takes the row before then (a crashed worker's row comes back). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);
