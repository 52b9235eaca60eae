import type { ProductQuery, ProductSort } from './catalog-query';
import { DEFAULT_SORT, type ListingParams } from './listing-search.rules';
import { FIRST_PAGE, parsePageNumber } from './pagination.rules';

export const PRODUCT_SORTS: readonly { readonly value: ProductSort; readonly label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'title', label: 'Name: A to Z' },
  { value: 'newest', label: 'Newest' },
];

const isSort = (raw: string): raw is ProductSort =>
  PRODUCT_SORTS.some((sort) => sort.value === raw);

/** Unknown or missing values fall back to the defaults instead of failing the page. */
export const parseListingParams = (read: (key: string) => string | null): ListingParams => {
  const category = read('category')?.trim() ?? '';
  const sort = read('sort')?.trim() ?? '';
  return {
    page: parsePageNumber(read('page')),
    category: category === '' ? null : category,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
};

/** The filters the back-end is asked for; defaults are left out. */
export const listingFilters = (params: ListingParams): Omit<ProductQuery, 'page'> => ({
  ...(params.category === null ? {} : { category: params.category }),
  ...(params.sort === DEFAULT_SORT ? {} : { sort: params.sort }),
});

/** A new category or sort starts again from the first page. */
export const changeListing = (
  params: ListingParams,
  change: Partial<Pick<ListingParams, 'category' | 'sort'>>,
): ListingParams => ({ ...params, ...change, page: FIRST_PAGE });
