import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { gateways } from './gateways.table.ts';
import { users } from './users.table.ts';

// Commerce's subscription plans (a gateway's recurring price) and customers' subscriptions to them.
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  gatewayId: integer('gateway_id')
    .notNull()
    .references(() => gateways.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  /** The plan's id at the gateway. */
  reference: text('reference').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  isArchived: boolean('is_archived').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  planData: jsonb('plan_data').$type<Record<string, unknown>>().notNull().default({}),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    gatewayId: integer('gateway_id')
      .notNull()
      .references(() => gateways.id, { onDelete: 'cascade' }),
    /** The subscription's id at the gateway. */
    reference: text('reference').notNull(),
    subscriptionData: jsonb('subscription_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    trialDays: integer('trial_days').notNull().default(0),
    nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
    hasStarted: boolean('has_started').notNull().default(true),
    isCanceled: boolean('is_canceled').notNull().default(false),
    dateCanceled: timestamp('date_canceled', { withTimezone: true }),
    isExpired: boolean('is_expired').notNull().default(false),
    dateExpired: timestamp('date_expired', { withTimezone: true }),
    isSuspended: boolean('is_suspended').notNull().default(false),
    dateSuspended: timestamp('date_suspended', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    dateUpdated: timestamp('date_updated', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
);
