import * as z from 'zod/mini';
import { craftAddressSchema } from '../addresses/craft-address.schema';

const text = z.optional(z.nullable(z.string()));
const amount = z.optional(z.nullable(z.number()));

/** Craft serializes order dates as `{date, time}`; the storefront's API sends ISO-8601 strings. */
export const orderDateSchema = z.optional(
  z.nullable(z.union([z.string(), z.object({ date: z.string(), time: z.string() })])),
);

export const orderSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  reference: text,
  dateOrdered: orderDateSchema,
  total: z.number(),
  totalAsCurrency: z.string(),
  status: text,
  paidStatus: text,
  itemCount: z.number(),
});

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

export const orderLineSchema = z.object({
  id: z.number(),
  purchasableId: z.optional(z.nullable(z.number())),
  qty: z.number(),
  description: text,
  price: z.number(),
  sku: text,
  subtotal: z.number(),
});

/**
 * One order. The storefront's API may leave out totals it has nothing for (no discount, no
 * shipping): those read as zero; the total is `totalPrice` (Craft) or `total` (the summary's name).
 */
export const orderDetailSchema = z.object({
  order: z.object({
    number: z.string(),
    dateOrdered: orderDateSchema,
    itemSubtotal: amount,
    lineItems: z.array(orderLineSchema),
    billingAddress: z.optional(z.nullable(craftAddressSchema)),
    shippingAddress: z.optional(z.nullable(craftAddressSchema)),
    paidStatus: text,
    reference: text,
    totalDiscount: amount,
    totalPrice: amount,
    total: amount,
    totalShippingCost: amount,
    totalTax: amount,
    customerNote: text,
    // The shop's own back-end only: where the order is after checkout.
    timeline: z.optional(z.array(z.object({ status: z.string(), date: z.string() }))),
    parcels: z.optional(
      z.array(
        z.object({
          carrier: z.string(),
          trackingNumber: z.string(),
          trackingUrl: z.nullable(z.string()),
          dateShipped: z.string(),
        }),
      ),
    ),
    returns: z.optional(
      z.array(
        z.object({
          id: z.number(),
          status: z.string(),
          reason: z.string(),
          lines: z.array(z.object({ lineItemId: z.number(), qty: z.number() })),
          refunded: z.number(),
          dateCreated: z.string(),
        }),
      ),
    ),
  }),
});

export type OrderDateJson = z.infer<typeof orderDateSchema>;
export type OrderSummaryJson = z.infer<typeof orderSummarySchema>;
export type OrderDetailJson = z.infer<typeof orderDetailSchema>['order'];
