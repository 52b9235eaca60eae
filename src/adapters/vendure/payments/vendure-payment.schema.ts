import * as z from 'zod/mini';

export const paymentContextSchema = z.object({
  activeOrder: z.nullable(
    z.object({
      code: z.string(),
      state: z.string(),
      totalQuantity: z.number(),
      customer: z.nullable(z.object({ emailAddress: z.string() })),
    }),
  ),
  eligiblePaymentMethods: z.array(
    z.object({ id: z.string(), code: z.string(), isEligible: z.boolean() }),
  ),
});

export const paidOrderSchema = z.object({
  code: z.string(),
  state: z.string(),
  totalWithTax: z.number(),
  totalQuantity: z.number(),
  currencyCode: z.string(),
  customer: z.nullable(z.object({ emailAddress: z.string() })),
});

/** addPaymentToOrder's answer: the order, or an ErrorResult. */
const paymentResultSchema = z.union([
  paidOrderSchema,
  z.object({
    errorCode: z.string(),
    message: z.string(),
    paymentErrorMessage: z.optional(z.string()),
  }),
]);

export const payAnswerSchema = z.object({
  arranging: z.nullable(
    z.object({
      __typename: z.string(),
      errorCode: z.optional(z.string()),
      transitionError: z.optional(z.string()),
      fromState: z.optional(z.string()),
    }),
  ),
  payment: paymentResultSchema,
});

export const backToCartSchema = z.object({
  transitionOrderToState: z.nullable(z.object({ __typename: z.string() })),
});

export type PaymentContext = z.infer<typeof paymentContextSchema>;
export type PayAnswer = z.infer<typeof payAnswerSchema>;
export type VendurePaidOrder = z.infer<typeof paidOrderSchema>;
