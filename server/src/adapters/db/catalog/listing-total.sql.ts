// The listing's total (the "N products" and the number of pages), as a scalar subquery the page's own
// statement selects (one round trip). Filtered by category or not at all, it is read from
// product_listing_counts, which triggers keep exact (migration 0012): a lookup of a few rows instead
// of counting up to every product. Price and stock filters are counted (the price filter through
// products_price_idx): their totals depend on values no counter can hold.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import type { ProductFilters } from '../../../domain/catalog/product-query.ts';
import type { Db } from '../database.ts';
import { categoryIdOfSlug, filterConditions } from './product-query.sql.ts';
import { decodeRows } from '../raw-rows.ts';
import { productListingCounts, products } from '../schema.ts';

/** Whether the kept per-category counts answer these filters exactly. */
export const isCountedPerCategory = (filters: ProductFilters): boolean =>
  filters.minPriceMinor === null && filters.maxPriceMinor === null && !filters.inStockOnly;

/** The number of enabled products matching the filters; bigint, so map it with Number. */
export function listingTotalSql(filters: ProductFilters): SQL<number> {
  if (!isCountedPerCategory(filters))
    return sql<number>`(select count(*) from ${products} where ${and(...filterConditions(filters))})`;
  const inCategory =
    filters.categorySlug === null
      ? sql``
      : sql` where ${eq(productListingCounts.categoryKey, categoryIdOfSlug(filters.categorySlug))}`;
  return sql<number>`(select coalesce(sum(${productListingCounts.enabledProducts}), 0)
                      from ${productListingCounts}${inCategory})`;
}

const TotalRow = z.object({ total: z.coerce.number().int() });

/** The total on its own, for a page past the last one (its statement returns no row to carry it). */
export async function listingTotal(db: Db, filters: ProductFilters): Promise<number> {
  const [row] = decodeRows(
    await db.execute(sql`select ${listingTotalSql(filters)} as total`),
    TotalRow,
  );
  return row?.total ?? 0;
}
