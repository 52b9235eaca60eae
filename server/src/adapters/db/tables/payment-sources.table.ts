import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { gateways } from './gateways.table.ts';
import { users } from './users.table.ts';

// Commerce's payment sources: a customer's tokenised card at one gateway (never the card number).
export const paymentSources = pgTable(
  'payment_sources',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    description: text('description').notNull().default(''),
    /** The gateway's answer when the source was created. */
    response: text('response').notNull().default(''),
    /** Commerce keeps `primaryPaymentSourceId` on the customer; one primary per customer here. */
    isPrimary: boolean('is_primary').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    dateUpdated: timestamp('date_updated', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('payment_sources_customer_id_idx').on(table.customerId),
    uniqueIndex('payment_sources_one_primary_idx')
      .on(table.customerId)
      .where(sql`${table.isPrimary}`),
  ],
);
