import type { Product } from '../../domain/catalog/product.ts';
import type { PageRequestError, Pagination } from '../../domain/shared/pagination.ts';
import { paginate, parsePageRequest } from '../../domain/shared/pagination.rules.ts';
import { ok, type Result } from '../../domain/shared/result.ts';
import type { ProductRepository } from '../../ports/product-repository.ts';

export const PRODUCTS_PER_PAGE = 24;

export interface ProductListing {
  readonly products: readonly Product[];
  readonly pagination: Pagination;
}

export async function listProducts(
  deps: { readonly products: ProductRepository },
  rawPage: string | undefined,
): Promise<Result<ProductListing, PageRequestError>> {
  const request = parsePageRequest(rawPage, PRODUCTS_PER_PAGE);
  if (!request.ok) return request;
  const slice = await deps.products.listEnabled(request.value);
  return ok({
    products: slice.items,
    pagination: paginate(request.value, slice.total, slice.items.length),
  });
}
