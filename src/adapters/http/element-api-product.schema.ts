import * as z from 'zod/mini';

export const elementApiVariantSchema = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  price: z.number(),
  stock: z.optional(z.nullable(z.number())),
});

export const elementApiProductSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  uri: z.string(),
  price: z.number(),
  defaultVariantId: z.optional(z.nullable(z.number())),
  variants: z.array(elementApiVariantSchema),
});

/** Fractal pagination; `links` is `[]` (an empty PHP array) when there is no other page. */
export const elementApiPaginationSchema = z.object({
  total: z.number(),
  count: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
  links: z.optional(
    z.union([
      z.array(z.unknown()),
      z.object({ previous: z.optional(z.string()), next: z.optional(z.string()) }),
    ]),
  ),
});

export const elementApiProductPageSchema = z.object({
  data: z.array(elementApiProductSchema),
  meta: z.object({ pagination: elementApiPaginationSchema }),
});

export type ElementApiProduct = z.infer<typeof elementApiProductSchema>;
export type ElementApiProductPage = z.infer<typeof elementApiProductPageSchema>;
