import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

// Every change of a placed order's status, in the transaction that made it: from what, to what, who
// made it (staff, the shopper, the shop's housekeeping) and when. The back office shows it as the
// order's history, the shopper's order page as its timeline.
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'staff' | 'customer' | 'system' */
    actor: text('actor').notNull(),
    /** the staff member or shopper who made the change; null for the housekeeping */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_history_order_idx').on(table.orderId, table.id),
    check('order_history_actor_check', sql`${table.actor} IN ('staff', 'customer', 'system')`),
  ],
);

// The parcels an order left in: one row each, with its carrier and tracking number.
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    dateShipped: timestamp('date_shipped', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_parcels_order_idx').on(table.orderId)],
);
