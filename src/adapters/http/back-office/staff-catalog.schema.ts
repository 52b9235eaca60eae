import * as z from 'zod/mini';

const variant = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  title: z.string(),
  stock: z.nullable(z.number()),
  priceMinor: z.number(),
});

export const staffVariantSchema = z.object({ variant });

export const staffProductPageSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      slug: z.string(),
      enabled: z.boolean(),
      variants: z.array(variant),
    }),
  ),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      actorEmail: z.nullable(z.string()),
      entityType: z.string(),
      entityId: z.number(),
      entityLabel: z.optional(z.nullable(z.string())),
      changes: z.array(z.object({ field: z.string(), from: value, to: value })),
    }),
  ),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
