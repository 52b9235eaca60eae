import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

// Carts are orders that are not completed yet, as in Craft Commerce. Line items, addresses and totals
// arrive with the commerce issue; the foundation needs the number lookup that decides cart identity.
export const orders = pgTable(
  'orders',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('element_ids')`),
    number: text('number').notNull().unique(),
    email: text('email'),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The customer-facing order reference, set on completion. */
    reference: text('reference'),
    orderStatus: text('order_status'),
    paidStatus: text('paid_status').notNull().default('unpaid'),
    totalPriceMinor: integer('total_price_minor').notNull().default(0),
    totalQty: integer('total_qty').notNull().default(0),
    currency: text('currency').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
    dateOrdered: timestamp('date_ordered', { withTimezone: true }),
  },
  (table) => [index('orders_customer_id_idx').on(table.customerId)],
);
