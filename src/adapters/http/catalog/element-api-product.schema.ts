import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const image = z.object({
  url: z.string(),
  alt: text,
  width: z.optional(z.nullable(z.number())),
  height: z.optional(z.nullable(z.number())),
});
/** PHP sends an empty options object as []. */
const variantOptions = z.optional(
  z.nullable(z.union([z.array(z.unknown()), z.record(z.string(), z.string())])),
);

export const elementApiVariantSchema = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  price: z.number(),
  salePrice: z.optional(z.nullable(z.number())),
  stock: z.optional(z.nullable(z.number())),
  options: variantOptions,
});

export const elementApiProductSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  uri: z.string(),
  price: z.number(),
  salePrice: z.optional(z.nullable(z.number())),
  callForQuote: z.optional(z.nullable(z.boolean())),
  images: z.optional(z.nullable(z.array(image))),
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

const categoryRef = z.object({ id: z.number(), title: z.string(), slug: z.string() });

/** GET /api/v1/products/{slug}: the listing's product plus its own page's fields. */
export const elementApiProductDetailSchema = z.extend(elementApiProductSchema, {
  category: z.optional(z.nullable(categoryRef)),
  description: text,
  seo: z.optional(z.nullable(z.object({ title: text, description: text }))),
});

/** GET /api/v1/variants/{id} */
export const elementApiVariantDetailSchema = z.extend(elementApiVariantSchema, {
  product: z.object({ id: z.number(), title: z.string(), slug: z.string(), uri: z.string() }),
});

/** GET /api/v1/categories */
export const elementApiCategoriesSchema = z.object({
  data: z.array(
    z.extend(categoryRef, {
      description: text,
      image: z.optional(z.nullable(image)),
      productCount: z.number(),
    }),
  ),
});

export type ElementApiProductDetail = z.infer<typeof elementApiProductDetailSchema>;
export type ElementApiVariantDetail = z.infer<typeof elementApiVariantDetailSchema>;
export type ElementApiCategories = z.infer<typeof elementApiCategoriesSchema>;
