import type { ProductQuery } from '../../../domain/catalog/catalog-query';
import type { QueryParams } from '../client/craft-client';

/** The listing's query string; filters left out are not sent, in-stock goes as 1 or 0. */
export const productQueryParams = (query: ProductQuery): QueryParams => {
  const params: Record<string, string | number> = {};
  if (query.page !== undefined) params.page = query.page;
  if (query.perPage !== undefined) params.perPage = query.perPage;
  if (query.category !== undefined && query.category !== '') params.category = query.category;
  if (query.minPrice !== undefined) params.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) params.maxPrice = query.maxPrice;
  if (query.inStock !== undefined) params.inStock = query.inStock ? 1 : 0;
  if (query.sort !== undefined) params.sort = query.sort;
  return params;
};
