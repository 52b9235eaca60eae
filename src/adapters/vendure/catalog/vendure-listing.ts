// How a listing's filters and sort become Shop API searches. Vendure's default search cannot filter
// on price nor sort newest first: for those the matches are read in full (up to a cap) and filtered
// or handed to `products`, which can sort by date, here.
import type { ProductQuery, ProductSort } from '../../../domain/catalog/catalog-query';
import type { Pagination } from '../../../domain/catalog/product';
import { totalPagesFor } from '../../../domain/catalog/pagination.rules';
import type { SearchMatch } from './vendure-catalog.mapper';

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 100;
/** The most matches a price filter or newest-first sort looks at. */
export const FILTER_SCAN_LIMIT = 1_000;

type SearchSort = { readonly name: 'ASC' } | { readonly price: 'ASC' | 'DESC' };

const SEARCH_SORT: Readonly<Record<ProductSort, SearchSort | undefined>> = {
  featured: undefined,
  newest: undefined,
  title: { name: 'ASC' },
  'price-asc': { price: 'ASC' },
  'price-desc': { price: 'DESC' },
};

export interface PageWindow {
  readonly page: number;
  readonly perPage: number;
}

export const windowOf = (query: ProductQuery): PageWindow => ({
  page: query.page ?? 1,
  perPage: query.perPage ?? DEFAULT_PER_PAGE,
});

/** What makes a listing impossible to ask for, in the words our own back-end uses. */
export const refusalOf = (query: ProductQuery): string | null => {
  const { page, perPage } = windowOf(query);
  if (!Number.isSafeInteger(page) || page < 1) return 'page must be a whole number from 1.';
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    return `perPage must be a whole number from 1 to ${MAX_PER_PAGE}.`;
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    return `minPrice (${minPrice}) is above maxPrice (${maxPrice}).`;
  return null;
};

/** Price filters and newest-first need every match read: Vendure's search does neither. */
export const scansMatches = (query: ProductQuery): boolean =>
  query.minPrice !== undefined || query.maxPrice !== undefined || query.sort === 'newest';

export const searchInput = (query: ProductQuery, skip: number, take: number) => {
  const sort = SEARCH_SORT[query.sort ?? 'featured'];
  return {
    groupByProduct: true,
    skip,
    take,
    ...(query.category ? { collectionSlug: query.category } : {}),
    ...(query.inStock === true ? { inStock: true } : {}),
    ...(sort ? { sort } : {}),
  };
};

export const withinPrice =
  (query: ProductQuery) =>
  ({ lowestPrice }: SearchMatch): boolean =>
    (query.minPrice === undefined || lowestPrice >= query.minPrice) &&
    (query.maxPrice === undefined || lowestPrice <= query.maxPrice);

export const paginationOf = (total: number, count: number, window: PageWindow): Pagination => ({
  total,
  count,
  perPage: window.perPage,
  currentPage: window.page,
  totalPages: totalPagesFor(total, window.perPage),
});
