import type { ProductQuery } from '../domain/catalog/catalog-query';
import type { ProductPage } from '../domain/catalog/product';
import type { Category, ProductDetail, VariantDetail } from '../domain/catalog/product-detail';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * The products a shopper browses: listings by page, one product or variant, the categories.
 * Something that does not exist is a request-failed error with status 404.
 */
export interface ProductCatalog {
  listProducts(query: ProductQuery): Answer<ProductPage>;
  /** the slug may span several path segments */
  product(slug: string): Answer<ProductDetail>;
  /**
   * The variant `id` of the product `productSlug` (a back-end may find it through either); 404 when
   * there is none.
   */
  variant(productSlug: string, id: number): Answer<VariantDetail>;
  categories(): Answer<readonly Category[]>;
}
