import type { ProductPage } from '../../domain/catalog/product';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ContentRepository } from '../../ports/content-repository';
import type { CraftClient } from './craft-client';
import { decode } from './decode';
import { mapElementApiProductPage } from './element-api-product.mapper';
import { elementApiProductPageSchema } from './element-api-product.schema';

export const PRODUCTS_ENDPOINT = 'api/v1/products';

export class ElementApiContentRepository implements ContentRepository {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async listProducts(page: number): Promise<Result<ProductPage, GatewayError>> {
    const response = await this.#client.get(PRODUCTS_ENDPOINT, { page });
    if (!response.ok) return err({ kind: 'request-failed', error: response.error });
    const decoded = decode(elementApiProductPageSchema, response.value);
    if (!decoded.ok) {
      return err({
        kind: 'invalid-data',
        subject: 'products',
        endpoint: PRODUCTS_ENDPOINT,
        issues: decoded.error,
      });
    }
    return ok(mapElementApiProductPage(decoded.value));
  }
}
