import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Payment gateways (Commerce's Dummy and Manual gateways for the demo; adapters for real ones later).
export const gateways = pgTable('gateways', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  /** The adapter: 'dummy' | 'manual'. */
  type: text('type').notNull(),
  /** 'purchase' or 'authorize'. */
  paymentType: text('payment_type').notNull().default('purchase'),
  sortOrder: integer('sort_order').notNull().default(0),
  isArchived: boolean('is_archived').notNull().default(false),
  isFrontendEnabled: boolean('is_frontend_enabled').notNull().default(true),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});
