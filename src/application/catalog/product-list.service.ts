import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductQuery } from '../../domain/catalog/catalog-query';
import { FIRST_PAGE } from '../../domain/catalog/pagination.rules';
import type { Pagination, Product, ProductPage } from '../../domain/catalog/product';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { ProductCatalog } from '../../ports/product-catalog';
import { LatestRequest } from '../shared/latest-request';
import type { LoadStatus } from '../shared/load-status';

export interface ProductListState {
  readonly status: LoadStatus;
  /** the page asked for last */
  readonly page: number;
  /** the filters and sort in force; paging comes from `page` */
  readonly filters: Omit<ProductQuery, 'page'>;
  readonly products: readonly Product[];
  readonly pagination: Pagination | null;
  readonly error: string | null;
}

const initialState: ProductListState = {
  status: 'idle',
  page: FIRST_PAGE,
  filters: {},
  products: [],
  pagination: null,
  error: null,
};

export class ProductListService {
  readonly #catalog: Pick<ProductCatalog, 'listProducts'>;
  readonly #requests = new LatestRequest();
  readonly #state = new BehaviorSubject<ProductListState>(initialState);

  readonly state$: Observable<ProductListState> = this.#state.asObservable();

  constructor(catalog: Pick<ProductCatalog, 'listProducts'>) {
    this.#catalog = catalog;
  }

  /**
   * Only the most recently asked page is shown: when pages are clicked quickly, an older answer
   * arriving late is returned to its caller but not applied.
   */
  async loadPage(page: number): Promise<Result<ProductPage, GatewayError>> {
    const target = Number.isSafeInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
    const ticket = this.#requests.start();
    const { filters } = this.#state.value;
    // The previous page stays visible while the next one loads, so the list does not flash empty.
    this.#state.next({ ...this.#state.value, status: 'loading', page: target, error: null });
    const result = await this.#catalog.listProducts({ ...filters, page: target });
    if (!this.#requests.isLatest(ticket)) return result;
    this.#state.next(
      result.ok
        ? {
            status: 'ready',
            page: target,
            filters,
            products: result.value.products,
            pagination: result.value.pagination,
            error: null,
          }
        : {
            status: 'failed',
            page: target,
            filters,
            products: [],
            pagination: null,
            error: errorMessage(result.error),
          },
    );
    return result;
  }

  /** New filters or sort start again from the first page. */
  filter(filters: Omit<ProductQuery, 'page'>): Promise<Result<ProductPage, GatewayError>> {
    this.#state.next({ ...this.#state.value, filters });
    return this.loadPage(FIRST_PAGE);
  }

  /**
   * One listing as a link describes it (filters, sort and page together), e.g. from the address
   * bar: unlike `filter`, the page asked for is kept.
   */
  show(
    filters: Omit<ProductQuery, 'page'>,
    page: number,
  ): Promise<Result<ProductPage, GatewayError>> {
    this.#state.next({ ...this.#state.value, filters });
    return this.loadPage(page);
  }

  retry(): Promise<Result<ProductPage, GatewayError>> {
    return this.loadPage(this.#state.value.page);
  }
}
