// Categories, products, their variants and their images. A product file is the whole truth about its
// variants and images: ones it no longer lists are removed.
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { CategoryContent, ProductContent } from '../../../domain/content/content.ts';
import { categories, productImages, products, variants } from '../schema.ts';
import { excluded, idOf, idsBy, type Tx } from './upsert.ts';

export async function writeCategories(
  tx: Tx,
  items: readonly CategoryContent[],
  assetIds: ReadonlyMap<string, number>,
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(categories)
    .values(
      items.map((category) => ({
        slug: category.slug,
        title: category.title,
        descriptionHtml: category.descriptionHtml,
        imageId: category.image ? idOf(assetIds, category.image.path, 'asset') : null,
        sortOrder: category.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: {
        title: excluded(categories.title),
        descriptionHtml: excluded(categories.descriptionHtml),
        imageId: excluded(categories.imageId),
        sortOrder: excluded(categories.sortOrder),
        dateUpdated: sql`now()`,
      },
    });
}

async function categoryIds(tx: Tx, items: readonly ProductContent[]) {
  const slugs = [
    ...new Set(items.flatMap((p) => (p.categorySlug === null ? [] : [p.categorySlug]))),
  ];
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return idsBy(rows, 'slug');
}

/** Upserts products by slug; returns their ids by slug. */
export async function writeProducts(
  tx: Tx,
  items: readonly ProductContent[],
  assetIds: ReadonlyMap<string, number>,
): Promise<{ ids: Map<string, number>; variants: number }> {
  if (items.length === 0) return { ids: new Map(), variants: 0 };
  const categoryIdBySlug = await categoryIds(tx, items);
  const rows = await tx
    .insert(products)
    .values(
      items.map((product) => ({
        slug: product.slug,
        title: product.title,
        enabled: product.enabled,
        categoryId:
          product.categorySlug === null
            ? null
            : idOf(categoryIdBySlug, product.categorySlug, 'category'),
        descriptionHtml: product.descriptionHtml,
        callForQuote: product.callForQuote,
        seoTitle: product.seo.title ?? null,
        seoDescription: product.seo.description ?? null,
        sortOrder: product.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        title: excluded(products.title),
        enabled: excluded(products.enabled),
        categoryId: excluded(products.categoryId),
        descriptionHtml: excluded(products.descriptionHtml),
        callForQuote: excluded(products.callForQuote),
        seoTitle: excluded(products.seoTitle),
        seoDescription: excluded(products.seoDescription),
        sortOrder: excluded(products.sortOrder),
        dateUpdated: sql`now()`,
      },
    })
    .returning({ id: products.id, slug: products.slug });
  const ids = idsBy(rows, 'slug');
  const variantCount = await writeVariants(tx, items, ids);
  await writeProductImages(tx, items, ids, assetIds);
  return { ids, variants: variantCount };
}

async function writeVariants(
  tx: Tx,
  items: readonly ProductContent[],
  productIds: ReadonlyMap<string, number>,
): Promise<number> {
  const values = items.flatMap((product) =>
    product.variants.map((variant, position) => ({
      productId: idOf(productIds, product.slug, 'product'),
      sku: variant.sku,
      title: variant.title,
      priceMinor: variant.priceMinor,
      salePriceMinor: variant.salePriceMinor,
      options: { ...variant.options },
      weightGrams: variant.weightGrams,
      stock: variant.stock,
      isDefault: variant.isDefault,
      sortOrder: position,
    })),
  );
  await tx.delete(variants).where(
    and(
      inArray(variants.productId, [...productIds.values()]),
      notInArray(
        variants.sku,
        values.map((v) => v.sku),
      ),
    ),
  );
  await tx
    .insert(variants)
    .values(values)
    .onConflictDoUpdate({
      target: variants.sku,
      set: {
        productId: excluded(variants.productId),
        title: excluded(variants.title),
        priceMinor: excluded(variants.priceMinor),
        salePriceMinor: excluded(variants.salePriceMinor),
        options: excluded(variants.options),
        weightGrams: excluded(variants.weightGrams),
        stock: excluded(variants.stock),
        isDefault: excluded(variants.isDefault),
        sortOrder: excluded(variants.sortOrder),
      },
    });
  return values.length;
}

async function writeProductImages(
  tx: Tx,
  items: readonly ProductContent[],
  productIds: ReadonlyMap<string, number>,
  assetIds: ReadonlyMap<string, number>,
): Promise<void> {
  await tx.delete(productImages).where(inArray(productImages.productId, [...productIds.values()]));
  const values = items.flatMap((product) => {
    const paths = [...new Set(product.images.map((image) => image.path))];
    return paths.map((path, position) => ({
      productId: idOf(productIds, product.slug, 'product'),
      assetId: idOf(assetIds, path, 'asset'),
      position,
    }));
  });
  if (values.length > 0) await tx.insert(productImages).values(values);
}
