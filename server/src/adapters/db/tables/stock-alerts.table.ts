import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variants } from './variants.table.ts';

// A shopper's wish to hear when a sold-out variant is back: one per e-mail address (lower-cased) and
// variant. When the variant's stock goes from 0 to more, the alert is marked notified and its mail
// queued in the same transaction; asking again after that arms it once more (`round` + 1, which names
// the next mail).
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purchasableId: integer('purchasable_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** trimmed and lower-cased */
    email: text('email').notNull(),
    round: integer('round').notNull().default(1),
    /** null while pending */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_alerts_variant_email_idx').on(table.purchasableId, table.email),
    index('stock_alerts_email_idx').on(table.email),
    check('stock_alerts_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);
