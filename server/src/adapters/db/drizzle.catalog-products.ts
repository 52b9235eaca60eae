// Turns product rows into catalog products with two more queries whatever the number of rows (their
// variants, their images): listings stay at a fixed number of queries.
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  CatalogProduct,
  CatalogVariant,
  CategoryRef,
} from '../../domain/catalog/catalog-product.ts';
import type { MediaAsset } from '../../domain/content/media.ts';
import { money } from '../../domain/money/money.rules.ts';
import type { Db } from './database.ts';
import { mediaColumns } from './drizzle.media.ts';
import { assets, categories, productImages, products, variants } from './schema.ts';

type VariantRow = typeof variants.$inferSelect;

/** What listings select of a product: enough for a card, without the description. */
export const productCardColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  callForQuote: products.callForQuote,
  category: { id: categories.id, title: categories.title, slug: categories.slug },
};

export interface ProductCardRow {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly callForQuote: boolean;
  readonly category: { id: number | null; title: string | null; slug: string | null } | null;
}

export function toCatalogVariant(row: VariantRow, currency: string): CatalogVariant {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    price: money(row.priceMinor, currency),
    salePrice: row.salePriceMinor === null ? null : money(row.salePriceMinor, currency),
    options: row.options,
    stock: row.stock,
    isDefault: row.isDefault,
  };
}

const toCategoryRef = (category: ProductCardRow['category']): CategoryRef | null =>
  category && category.id !== null && category.title !== null && category.slug !== null
    ? { id: category.id, title: category.title, slug: category.slug }
    : null;

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
}

/** The rows' products, in the rows' order. */
export async function loadCatalogProducts(
  db: Db,
  currency: string,
  rows: readonly ProductCardRow[],
): Promise<CatalogProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variantRows, imageRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.sortOrder), asc(variants.id)),
    db
      .select({ productId: productImages.productId, asset: mediaColumns(assets) })
      .from(productImages)
      .innerJoin(assets, eq(assets.id, productImages.assetId))
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(assets.id)),
  ]);
  const variantsOf = groupBy(variantRows, (row) => row.productId);
  const imagesOf = groupBy(imageRows, (row) => row.productId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    callForQuote: row.callForQuote,
    category: toCategoryRef(row.category),
    variants: (variantsOf.get(row.id) ?? []).map((v) => toCatalogVariant(v, currency)),
    images: (imagesOf.get(row.id) ?? []).map((image): MediaAsset => ({ ...image.asset })),
  }));
}
