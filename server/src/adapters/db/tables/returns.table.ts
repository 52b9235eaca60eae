import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { lineItems } from './line-items.table.ts';
import { orders } from './orders.table.ts';

// A shopper's request to send goods back (returns.rules): its lines and quantities, its reason, and
// where staff took it (approved or rejected, received, refunded, and for how much).
export const returnRequests = pgTable(
  'return_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'requested' | 'approved' | 'rejected' | 'received' | 'refunded' */
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    /** what was refunded for it, in minor units; 0 until refunded */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId),
    check(
      'return_requests_status_check',
      sql`${table.status} IN ('requested', 'approved', 'rejected', 'received', 'refunded')`,
    ),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: bigint('return_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** set when received: whether its units went back in stock */
    restocked: boolean('restocked').notNull().default(false),
  },
  (table) => [
    index('return_lines_return_idx').on(table.returnId),
    check('return_lines_qty_check', sql`${table.qty} > 0`),
  ],
);
