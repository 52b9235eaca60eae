import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Carts are orders that are not completed yet, as in Craft Commerce. Line items, addresses and totals
// arrive with the commerce issue; the foundation needs the number lookup that decides cart identity.
export const orders = pgTable('orders', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('element_ids')`),
  number: text('number').notNull().unique(),
  email: text('email'),
  currency: text('currency').notNull(),
  isCompleted: boolean('is_completed').notNull().default(false),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  dateOrdered: timestamp('date_ordered', { withTimezone: true }),
});
