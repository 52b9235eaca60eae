import type { ProductQuery, ProductSort } from '../../domain/catalog/catalog-query';
import { FIRST_PAGE, totalPagesFor } from '../../domain/catalog/pagination.rules';
import type { Product, ProductPage } from '../../domain/catalog/product';
import { isVariantInStock } from '../../domain/catalog/product.rules';
import { err, ok, type Result } from '../../domain/shared/result';

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 100;

const isWhole = (value: number | undefined, min: number, max = Number.MAX_SAFE_INTEGER) =>
  value === undefined || (Number.isSafeInteger(value) && value >= min && value <= max);

/** The back-end's 400 messages for a listing query it cannot answer. */
export const productQueryProblem = (query: ProductQuery): string | null => {
  if (!isWhole(query.page, FIRST_PAGE)) {
    return `Invalid page “${query.page}”: use a whole number from 1 up.`;
  }
  if (!isWhole(query.perPage, 1, MAX_PER_PAGE)) {
    return `Invalid perPage “${query.perPage}”: use a whole number from 1 to ${MAX_PER_PAGE}.`;
  }
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return `minPrice (${minPrice}) is above maxPrice (${maxPrice}).`;
  }
  return null;
};

const SORTS: Readonly<Record<ProductSort, (a: Product, b: Product) => number>> = {
  featured: () => 0,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  title: (a, b) => a.title.localeCompare(b.title),
  newest: (a, b) => b.id - a.id,
};

/** Filters, sorts and pages a catalog the way GET /api/v1/products does. */
export const queryCatalog = (
  products: readonly Product[],
  query: ProductQuery,
  categoryOf: (product: Product) => string | null,
  defaultPerPage: number = DEFAULT_PER_PAGE,
): Result<ProductPage, string> => {
  const problem = productQueryProblem(query);
  if (problem !== null) return err(problem);
  const page = query.page ?? FIRST_PAGE;
  const perPage = query.perPage ?? defaultPerPage;
  const matching = products
    .filter((product) => query.category === undefined || categoryOf(product) === query.category)
    .filter((product) => query.minPrice === undefined || product.price >= query.minPrice)
    .filter((product) => query.maxPrice === undefined || product.price <= query.maxPrice)
    .filter((product) => query.inStock !== true || product.variants.some(isVariantInStock))
    .toSorted(SORTS[query.sort ?? 'featured']);
  const start = (page - FIRST_PAGE) * perPage;
  const items = matching.slice(start, start + perPage);
  return ok({
    products: items,
    pagination: {
      total: matching.length,
      count: items.length,
      perPage,
      currentPage: page,
      totalPages: totalPagesFor(matching.length, perPage),
    },
  });
};
