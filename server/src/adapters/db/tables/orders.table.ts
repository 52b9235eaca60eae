import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    couponCode: text('coupon_code'),
    shippingMethodHandle: text('shipping_method_handle'),
    gatewayId: integer('gateway_id'),
    paymentSourceId: integer('payment_source_id'),
    customerNote: text('customer_note'),
    registerUserOnOrderComplete: boolean('register_user_on_order_complete')
      .notNull()
      .default(false),
    billingAddressId: integer('billing_address_id'),
    shippingAddressId: integer('shipping_address_id'),
    /** The address-book addresses the order's copies came from (Commerce's source…AddressId). */
    sourceBillingAddressId: integer('source_billing_address_id'),
    sourceShippingAddressId: integer('source_shipping_address_id'),
    makePrimaryBillingAddress: boolean('make_primary_billing_address').notNull().default(false),
    makePrimaryShippingAddress: boolean('make_primary_shipping_address').notNull().default(false),
    saveBillingAddressOnOrderComplete: boolean('save_billing_address_on_order_complete')
      .notNull()
      .default(false),
    saveShippingAddressOnOrderComplete: boolean('save_shipping_address_on_order_complete')
      .notNull()
      .default(false),
    billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(false),
    shippingSameAsBilling: boolean('shipping_same_as_billing').notNull().default(false),
    /** Commerce's order notices `[{id, type, attribute, message}]`, kept until cleared or completed. */
    notices: jsonb('notices')
      .$type<{ id: number; type: string; attribute: string; message: string }[]>()
      .notNull()
      .default([]),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
    dateOrdered: timestamp('date_ordered', { withTimezone: true }),
    /** When staff marked it delivered: the return window counts from here. */
    dateDelivered: timestamp('date_delivered', { withTimezone: true }),
  },
  (table) => [index('orders_customer_id_idx').on(table.customerId)],
);
