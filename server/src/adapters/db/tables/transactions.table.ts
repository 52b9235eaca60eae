import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { gateways } from './gateways.table.ts';
import { orders } from './orders.table.ts';

// Commerce's payment transactions: one row per gateway call, kept whether it succeeded or failed.
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    /** 'purchase' | 'authorize' | 'refund'. */
    type: text('type').notNull(),
    /** A refund's payment (Commerce's parentId); null for a payment. */
    parentId: integer('parent_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    /** 'success' | 'failed' | 'processing'. */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The gateway's reference (Dummy: the date-time `YYYY-mm-dd-HH-ii-ss`). */
    reference: text('reference'),
    message: text('message'),
    /** 32 hex characters: complete-payment's `commerceTransactionHash`. */
    hash: text('hash').notNull().unique(),
    dateCreated: timestamp('date_created', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('transactions_order_id_idx').on(table.orderId)],
);
