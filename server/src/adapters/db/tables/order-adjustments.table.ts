import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { lineItems } from './line-items.table.ts';
import { orders } from './orders.table.ts';

// Commerce's commerce_orderadjustments: the discounts, shipping costs and taxes an order was completed
// with, kept so that its history and invoice never change when prices or rules change later.
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null: an order-level adjustment. */
    lineItemId: integer('line_item_id').references(() => lineItems.id, { onDelete: 'cascade' }),
    /** 'discount' | 'shipping' | 'tax'. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Negative for discounts. */
    amountMinor: integer('amount_minor').notNull(),
    /** Tax already contained in the price: shown, never added. */
    included: boolean('included').notNull().default(false),
  },
  (table) => [index('order_adjustments_order_id_idx').on(table.orderId)],
);
