import type { Product, ProductPage } from '../../domain/catalog/product';
import { FIRST_PAGE, totalPagesFor } from '../../domain/catalog/pagination.rules';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ContentRepository } from '../../ports/content-repository';
import { offlineError } from './offline-error';

export interface InMemoryContentRepositoryOptions {
  readonly products: readonly Product[];
  /** the Element API endpoint's page size */
  readonly perPage?: number;
}

export const DEFAULT_PER_PAGE = 24;

/** A product catalog held in memory, paginated like the Element API (out-of-range pages are empty). */
export class InMemoryContentRepository implements ContentRepository {
  readonly #products: readonly Product[];
  readonly #perPage: number;
  #offline = false;

  constructor({ products, perPage = DEFAULT_PER_PAGE }: InMemoryContentRepositoryOptions) {
    if (!Number.isSafeInteger(perPage) || perPage < 1) {
      throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
    }
    this.#products = products;
    this.#perPage = perPage;
  }

  async listProducts(page: number): Promise<Result<ProductPage, GatewayError>> {
    if (this.#offline) return err(offlineError('api/v1/products'));
    const inRange = Number.isSafeInteger(page) && page >= FIRST_PAGE;
    const start = (page - FIRST_PAGE) * this.#perPage;
    const products = inRange ? this.#products.slice(start, start + this.#perPage) : [];
    return ok({
      products,
      pagination: {
        total: this.#products.length,
        count: products.length,
        perPage: this.#perPage,
        currentPage: page,
        totalPages: totalPagesFor(this.#products.length, this.#perPage),
      },
    });
  }

  goOffline(): void {
    this.#offline = true;
  }

  goOnline(): void {
    this.#offline = false;
  }
}
