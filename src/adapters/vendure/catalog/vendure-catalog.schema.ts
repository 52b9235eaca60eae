import * as z from 'zod/mini';

/** Vendure's ids are strings: read as numbers by the mappers (vendure-id.ts). */
const vendureId = z.string();

export const vendureAssetSchema = z.object({
  preview: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
});

export const vendureVariantSchema = z.object({
  id: vendureId,
  sku: z.string(),
  name: z.string(),
  priceWithTax: z.number(),
  /** a label (IN_STOCK, LOW_STOCK, OUT_OF_STOCK) or, with a counting display strategy, a number */
  stockLevel: z.string(),
  options: z.array(z.object({ name: z.string(), group: z.object({ name: z.string() }) })),
});

export const vendureCardProductSchema = z.object({
  id: vendureId,
  name: z.string(),
  slug: z.string(),
  featuredAsset: z.nullable(vendureAssetSchema),
  assets: z.array(vendureAssetSchema),
  variants: z.array(vendureVariantSchema),
});

const collectionRef = z.object({ id: vendureId, name: z.string(), slug: z.string() });

export const vendureProductDetailSchema = z.extend(vendureCardProductSchema, {
  description: z.string(),
  collections: z.array(collectionRef),
});

const price = z.union([
  z.object({ min: z.number(), max: z.number() }),
  z.object({ value: z.number() }),
]);

export const searchProductsSchema = z.object({
  search: z.object({
    totalItems: z.number(),
    items: z.array(z.object({ productId: vendureId, priceWithTax: price })),
  }),
});

export const productsByIdSchema = z.object({
  products: z.object({ totalItems: z.number(), items: z.array(vendureCardProductSchema) }),
});

export const productBySlugSchema = z.object({ product: z.nullable(vendureProductDetailSchema) });

export const categoriesSchema = z.object({
  collections: z.object({
    items: z.array(
      z.extend(collectionRef, {
        description: z.string(),
        position: z.number(),
        featuredAsset: z.nullable(vendureAssetSchema),
      }),
    ),
  }),
  search: z.object({
    collections: z.array(z.object({ collection: z.object({ id: vendureId }), count: z.number() })),
  }),
});

export type VendureCardProduct = z.infer<typeof vendureCardProductSchema>;
export type VendureProductDetail = z.infer<typeof vendureProductDetailSchema>;
export type VendureVariant = z.infer<typeof vendureVariantSchema>;
export type VendureAsset = z.infer<typeof vendureAssetSchema>;
export type SearchProducts = z.infer<typeof searchProductsSchema>;
export type Categories = z.infer<typeof categoriesSchema>;
