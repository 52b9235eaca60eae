import type { ProductPage } from '../domain/catalog/product';
import type { GatewayError } from '../domain/errors/gateway.errors';
import type { Result } from '../domain/shared/result';

/** Read-only content from the content system. */
export interface ContentRepository {
  /** One page of the product listing, pages counted from 1. */
  listProducts(page: number): Promise<Result<ProductPage, GatewayError>>;
}
