import { PRODUCT_SORTS } from '../../domain/catalog/product-query.ts';
import type { LeadImage } from '../../domain/seo/lead-image.rules.ts';
import { listProducts, type ListProductsDeps } from '../catalog/list-products.ts';

/** `/products` as the address bar asks for it: what the storefront sends on to the listing API. */
export interface ListingRequest {
  readonly category: string | undefined;
  readonly sort: string | undefined;
  readonly page: string | undefined;
}

const isSort = (value: string): boolean => (PRODUCT_SORTS as readonly string[]).includes(value);

/**
 * The picture of the listing's first card, which is the listing's largest paint. Only for addresses
 * the storefront sends to the API unchanged (a known sort, a plain page number): for any other, the
 * storefront falls back to defaults the server would not guess, and a wrong guess is a wasted download.
 */
export async function listingLeadImage(
  deps: ListProductsDeps,
  request: ListingRequest,
): Promise<LeadImage | null> {
  const sort = request.sort?.trim();
  const page = request.page?.trim();
  if (sort !== undefined && !isSort(sort)) return null;
  if (page !== undefined && !/^[1-9]\d{0,8}$/.test(page)) return null;
  const category = request.category?.trim();
  const listing = await listProducts(deps, {
    ...(category ? { category } : {}),
    ...(sort === undefined ? {} : { sort }),
    ...(page === undefined ? {} : { page }),
  });
  const path = listing.ok ? listing.value.products[0]?.images[0]?.path : undefined;
  return path ? { image: { kind: 'upload', path }, layout: 'product-card' } : null;
}
