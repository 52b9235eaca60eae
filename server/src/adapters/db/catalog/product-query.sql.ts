// The catalog rules the listing filters and sorts by, in SQL so the database pages the result. They
// mirror domain/catalog: product-price.rules.ts (a sale price counts only below the price; a product's
// price is its default variant's) and stock.rules.ts (untracked stock is in stock).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductFilters, ProductSort } from '../../../domain/catalog/product-query.ts';
import { categories, products, variants } from '../schema.ts';

/**
 * The default variant's effective price in minor units; null for a product without variants. Kept in
 * `products.listing_price_minor` by a trigger on `variants` (migration 0010), so it is indexed.
 */
export const effectivePriceMinor: SQL<number | null> = sql<
  number | null
>`${products.listingPriceMinor}`;

export const hasVariantInStock: SQL = sql`exists (
  select 1 from ${variants}
  where ${variants.productId} = ${products.id}
    and (${variants.stock} is null or ${variants.stock} > 0)
)`;

/**
 * The category a slug names (slugs are unique), as a value: `category_id = (…)` lets the planner read
 * products_category_featured_idx in order, and an unknown slug matches nothing.
 */
export const categoryIdOfSlug = (slug: string): SQL<number | null> =>
  sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug})`;

/** The listing's filters over `products` alone: enabled, in the category, priced within, in stock. */
export function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [eq(products.enabled, true)];
  if (filters.categorySlug !== null)
    conditions.push(sql`${products.categoryId} = ${categoryIdOfSlug(filters.categorySlug)}`);
  if (filters.minPriceMinor !== null)
    conditions.push(sql`${effectivePriceMinor} >= ${filters.minPriceMinor}`);
  if (filters.maxPriceMinor !== null)
    conditions.push(sql`${effectivePriceMinor} <= ${filters.maxPriceMinor}`);
  if (filters.inStockOnly) conditions.push(hasVariantInStock);
  return conditions;
}

/** Every order ends on the id, so pages never overlap or skip a product. */
export function productOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'featured':
      return [asc(products.sortOrder), asc(products.id)];
    case 'price-asc':
      return [
        sql`${products.listingPriceMinor} asc nulls last`,
        asc(products.sortOrder),
        asc(products.id),
      ];
    case 'price-desc':
      return [
        sql`${products.listingPriceMinor} desc nulls last`,
        asc(products.sortOrder),
        asc(products.id),
      ];
    case 'title':
      return [asc(sql`lower(${products.title})`), asc(products.id)];
    case 'newest':
      // `nulls last` (the columns are never null) matches products_newest_idx exactly.
      return [sql`${products.dateCreated} desc nulls last`, sql`${products.id} desc nulls last`];
  }
}
