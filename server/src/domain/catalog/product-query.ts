import type { PageRequest } from '../shared/pagination.ts';

export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'title', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  readonly categorySlug: string | null;
  /** Bounds on the effective price (sale price when on sale), in minor units, both inclusive. */
  readonly minPriceMinor: number | null;
  readonly maxPriceMinor: number | null;
  readonly inStockOnly: boolean;
}

export interface ProductQuery {
  readonly filters: ProductFilters;
  readonly sort: ProductSort;
  readonly page: PageRequest;
}

/** The listing's query parameters as a client sent them. */
export interface RawProductQuery {
  readonly page?: string | undefined;
  readonly perPage?: string | undefined;
  readonly category?: string | undefined;
  readonly minPrice?: string | undefined;
  readonly maxPrice?: string | undefined;
  readonly inStock?: string | undefined;
  readonly sort?: string | undefined;
}

export const NO_PRODUCT_FILTERS: ProductFilters = {
  categorySlug: null,
  minPriceMinor: null,
  maxPriceMinor: null,
  inStockOnly: false,
};
