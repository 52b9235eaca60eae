import * as z from 'zod/mini';
import { orderDateSchema } from './craft-order.schema';

/** The shop's own back-end: `{found: true, order}` (the order's progress, nothing personal). */
export const orderLookupFoundSchema = z.object({
  found: z.literal(true),
  order: z.object({
    reference: z.optional(z.nullable(z.string())),
    dateOrdered: orderDateSchema,
    lineItems: z.array(z.object({ description: z.string(), qty: z.number() })),
    timeline: z.array(z.object({ status: z.string(), date: z.string() })),
    parcels: z.array(
      z.object({
        carrier: z.string(),
        trackingNumber: z.string(),
        trackingUrl: z.nullable(z.string()),
        dateShipped: z.string(),
      }),
    ),
  }),
});

/** Its 404 for any mismatch; `found: false` tells it from a back-end that has no such call. */
export const orderLookupNotFoundSchema = z.object({
  found: z.literal(false),
  message: z.string(),
});

export type OrderLookupFoundJson = z.infer<typeof orderLookupFoundSchema>['order'];
