import type { ProductQuery } from '../../src/domain/catalog/catalog-query';
import type { ProductPage } from '../../src/domain/catalog/product';
import type { GatewayError } from '../../src/domain/http/gateway.errors';
import type { Result } from '../../src/domain/shared/result';
import type { ProductCatalog } from '../../src/ports/product-catalog';
import { deferred, type Deferred } from './deferred';

type PageResult = Result<ProductPage, GatewayError>;

/** A double whose answers the test releases one by one, in any order. */
export class ControllableProductCatalog implements Pick<ProductCatalog, 'listProducts'> {
  readonly #pending: { page: number; answer: Deferred<PageResult> }[] = [];

  listProducts({ page = 1 }: ProductQuery): Promise<PageResult> {
    const answer = deferred<PageResult>();
    this.#pending.push({ page, answer });
    return answer.promise;
  }

  get requestedPages(): number[] {
    return this.#pending.map(({ page }) => page);
  }

  /** Answers the `index`-th request made so far. */
  answer(index: number, result: PageResult): void {
    const request = this.#pending[index];
    if (request === undefined) throw new Error(`no request #${index}; got ${this.#pending.length}`);
    request.answer.resolve(result);
  }
}
