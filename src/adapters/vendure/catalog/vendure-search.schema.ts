import * as z from 'zod/mini';

export const searchHitsSchema = z.object({
  search: z.object({
    totalItems: z.number(),
    items: z.array(
      z.object({
        /** read as a number by the mapper (vendure-id.ts) */
        productId: z.string(),
        productName: z.string(),
        slug: z.string(),
        /** the product's description, HTML */
        description: z.string(),
        productAsset: z.nullable(z.object({ preview: z.string() })),
      }),
    ),
  }),
});

export type SearchHits = z.infer<typeof searchHitsSchema>;
