// The product listing's query parameters: read from the request, and their errors as people read them.
import type { ProductQueryError } from '../../../domain/catalog/product-query.errors.ts';
import { PRODUCT_SORTS, type RawProductQuery } from '../../../domain/catalog/product-query.ts';
import { queryParam } from '../element-api/element-api-response.ts';

const PARAMS = ['page', 'perPage', 'category', 'minPrice', 'maxPrice', 'inStock', 'sort'] as const;

export function rawProductQuery(query: unknown): RawProductQuery {
  return Object.fromEntries(PARAMS.map((name) => [name, queryParam(query, name)]));
}

export function productQueryErrorMessage(error: ProductQueryError): string {
  switch (error.kind) {
    case 'invalid-page':
      return `Invalid page “${error.value}”: use a whole number from 1 up.`;
    case 'invalid-per-page':
      return `Invalid perPage “${error.value}”: use a whole number from 1 to ${error.max}.`;
    case 'invalid-category':
      return `Invalid category “${error.value}”: use a category slug such as “power-tools”.`;
    case 'invalid-price':
      return `Invalid ${error.param} “${error.value}”: use an amount such as 25 or 25.50.`;
    case 'price-range-reversed':
      return `minPrice (${error.min}) is above maxPrice (${error.max}).`;
    case 'invalid-in-stock':
      return `Invalid inStock “${error.value}”: use 1 (only products in stock) or 0.`;
    case 'invalid-sort':
      return `Invalid sort “${error.value}”: use one of ${PRODUCT_SORTS.join(', ')}.`;
  }
}
