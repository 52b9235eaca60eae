import * as z from 'zod/mini';

/** /settings/enabled-countries and /settings/enabled-states?country= */
export const codeNameListSchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** /settings/enabled-gateways */
export const gatewayListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      handle: z.string(),
      paymentType: z.string(),
      sortOrder: z.number(),
      isArchived: z.optional(z.nullable(z.boolean())),
    }),
  ),
});
