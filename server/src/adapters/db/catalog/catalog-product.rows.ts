// Catalog products in one query whatever the number of rows: a card's columns with the product's
// variants and images aggregated as JSON by correlated subqueries (evaluated only for the rows that are
// returned), so a listing page is one round trip instead of three.
import { type SQL, sql } from 'drizzle-orm';
import type {
  CatalogProduct,
  CatalogVariant,
  CategoryRef,
} from '../../../domain/catalog/catalog-product.ts';
import type { MediaAsset } from '../../../domain/content/media.ts';
import { money } from '../../../domain/money/money.rules.ts';
import { assets, categories, productImages, products, variants } from '../schema.ts';

type VariantRow = typeof variants.$inferSelect;

/** What a catalog product needs of a variant (a row of `variants`, or its JSON form below). */
export type CatalogVariantRow = Pick<
  VariantRow,
  'id' | 'sku' | 'title' | 'priceMinor' | 'salePriceMinor' | 'options' | 'stock' | 'isDefault'
>;

/** A product's variants in their display order, as JSON with the table's field names. */
const variantsJson: SQL<CatalogVariantRow[]> = sql`(
  select coalesce(json_agg(json_build_object(
           'id', ${variants.id}, 'sku', ${variants.sku}, 'title', ${variants.title},
           'priceMinor', ${variants.priceMinor}, 'salePriceMinor', ${variants.salePriceMinor},
           'options', ${variants.options}, 'stock', ${variants.stock}, 'isDefault', ${variants.isDefault}
         ) order by ${variants.sortOrder}, ${variants.id}), '[]'::json)
  from ${variants} where ${variants.productId} = ${products.id}
)`;

/** A product's images in their display order, as JSON media assets. */
const imagesJson: SQL<MediaAsset[]> = sql`(
  select coalesce(json_agg(json_build_object(
           'id', ${assets.id}, 'path', ${assets.path}, 'alt', ${assets.alt},
           'width', ${assets.width}, 'height', ${assets.height}
         ) order by ${productImages.position}, ${assets.id}), '[]'::json)
  from ${productImages} join ${assets} on ${assets.id} = ${productImages.assetId}
  where ${productImages.productId} = ${products.id}
)`;

/** What listings select of a product: a card without the description, its variants and images. */
export const catalogProductColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  callForQuote: products.callForQuote,
  category: { id: categories.id, title: categories.title, slug: categories.slug },
  variants: variantsJson,
  images: imagesJson,
};

export interface CatalogProductRow {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly callForQuote: boolean;
  readonly category: { id: number | null; title: string | null; slug: string | null } | null;
  readonly variants: readonly CatalogVariantRow[];
  readonly images: readonly MediaAsset[];
}

export function toCatalogVariant(row: CatalogVariantRow, currency: string): CatalogVariant {
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

const toCategoryRef = (category: CatalogProductRow['category']): CategoryRef | null =>
  category && category.id !== null && category.title !== null && category.slug !== null
    ? { id: category.id, title: category.title, slug: category.slug }
    : null;

export function toCatalogProduct(row: CatalogProductRow, currency: string): CatalogProduct {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    callForQuote: row.callForQuote,
    category: toCategoryRef(row.category),
    variants: row.variants.map((variant) => toCatalogVariant(variant, currency)),
    images: row.images.map((image): MediaAsset => ({
      id: image.id,
      path: image.path,
      alt: image.alt,
      width: image.width,
      height: image.height,
    })),
  };
}
