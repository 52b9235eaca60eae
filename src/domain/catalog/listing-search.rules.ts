import type { ProductSort } from './catalog-query';
import { FIRST_PAGE } from './pagination.rules';

/** The product listing's state as the address bar carries it: ?category=&sort=&page= */
export interface ListingParams {
  readonly page: number;
  /** a category slug; null lists every category */
  readonly category: string | null;
  readonly sort: ProductSort;
}

export const DEFAULT_SORT: ProductSort = 'featured';

/** The query string for a listing state ('' for the defaults); defaults are left out. */
export const listingSearch = (params: ListingParams): string => {
  const pairs: [string, string][] = [];
  if (params.category !== null) pairs.push(['category', params.category]);
  if (params.sort !== DEFAULT_SORT) pairs.push(['sort', params.sort]);
  if (params.page !== FIRST_PAGE) pairs.push(['page', String(params.page)]);
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};
