import type { CatalogProduct } from '../../domain/catalog/catalog-product.ts';
import type { ProductQueryError } from '../../domain/catalog/product-query.errors.ts';
import type { ProductQuery, RawProductQuery } from '../../domain/catalog/product-query.ts';
import { parseProductQuery } from '../../domain/catalog/product-query.rules.ts';
import type { Pagination } from '../../domain/shared/pagination.ts';
import { paginate } from '../../domain/shared/pagination.rules.ts';
import { ok, type Result } from '../../domain/shared/result.ts';
import type { ProductRepository } from '../../ports/catalog/product-repository.ts';

export interface ProductListing {
  readonly query: ProductQuery;
  readonly products: readonly CatalogProduct[];
  readonly pagination: Pagination;
}

export interface ListProductsDeps {
  readonly products: ProductRepository;
  readonly currency: string;
}

/** The product listing with its filters, sort and page; a bad parameter is refused, never guessed. */
export async function listProducts(
  deps: ListProductsDeps,
  raw: RawProductQuery,
): Promise<Result<ProductListing, readonly ProductQueryError[]>> {
  const query = parseProductQuery(raw, deps.currency);
  if (!query.ok) return query;
  const { filters, sort, page } = query.value;
  const slice = await deps.products.listEnabled(page, filters, sort);
  return ok({
    query: query.value,
    products: slice.items,
    pagination: paginate(page, slice.total, slice.items.length),
  });
}
