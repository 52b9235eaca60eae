import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));

/** The order fields of a pay answer the storefront keeps. */
export const craftPaidOrderSchema = z.object({
  number: z.string(),
  email: text,
  totalPrice: z.number(),
  currency: z.string(),
  totalPriceAsCurrency: text,
  totalQty: z.number(),
  reference: text,
  orderCompletedEmail: text,
});

/** The order sits under `cart` when the session's cart was paid, under `order` for a given number. */
export const craftPayAnswerSchema = z.object({
  cart: z.optional(z.nullable(craftPaidOrderSchema)),
  order: z.optional(z.nullable(craftPaidOrderSchema)),
});

export const craftCompletePaymentSchema = z.object({
  url: z.optional(z.nullable(z.string())),
  order: z.optional(z.nullable(craftPaidOrderSchema)),
});

export const craftPaymentSourceAnswerSchema = z.object({
  paymentSource: z.object({
    id: z.number(),
    gatewayId: z.number(),
    description: text,
  }),
});

/** Subscription actions answer `{message, subscription?}`; the subscription is not shown. */
export const craftSubscriptionAnswerSchema = z.object({ message: text });

export type CraftPaidOrder = z.infer<typeof craftPaidOrderSchema>;
