import type { PaymentGateway } from '../../domain/payment/payment';
import { FIRST_PAGE, totalPagesFor } from '../../domain/catalog/pagination.rules';
import type { Product } from '../../domain/catalog/product';
import type { Category } from '../../domain/catalog/product-detail';
import type {
  BlogCategory,
  BlogPost,
  CaseStudy,
  ContentPage,
  FormFields,
  FormHandle,
  Paginated,
} from '../../domain/content/content';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { StickyBarContent } from '../../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../../domain/navigation/navigation';
import type { Country, State } from '../../domain/settings/store-settings';
import { err, ok, type Result } from '../../domain/shared/result';
import { DEFAULT_PER_PAGE } from './fake-catalog-query';
import { apiErrorBody, ELEMENT_NOT_FOUND, refused } from './fake-failure';
import { offlineError } from './offline-error';

/** Blog posts and case studies come 12 to a page. */
export const CONTENT_PER_PAGE = 12;

export interface InMemoryContentOptions {
  readonly products: readonly Product[];
  /** the Element API endpoint's page size */
  readonly perPage?: number;
  readonly categories?: readonly Category[];
  /** the category slug of each product, by product id */
  readonly productCategories?: Readonly<Record<number, string>>;
  readonly mainMenu?: readonly NavigationNode[];
  readonly footerMenu?: readonly FooterMenuItem[];
  readonly bottomFooterMenu?: readonly FooterMenuItem[];
  readonly footer?: Footer;
  readonly stickyBar?: StickyBarContent;
  readonly pages?: readonly ContentPage[];
  readonly blogPosts?: readonly BlogPost[];
  readonly blogCategories?: readonly BlogCategory[];
  readonly caseStudies?: readonly CaseStudy[];
  readonly countries?: readonly Country[];
  readonly states?: readonly State[];
  readonly gateways?: readonly PaymentGateway[];
}

type Answer<T> = Promise<Result<T, GatewayError>>;

const paginate = <T>(items: readonly T[], page: number, perPage: number): Paginated<T> => {
  const start = (page - FIRST_PAGE) * perPage;
  const slice = items.slice(start, start + perPage);
  return {
    items: slice,
    pagination: {
      total: items.length,
      count: slice.length,
      perPage,
      currentPage: page,
      totalPages: totalPagesFor(items.length, perPage),
    },
  };
};

/**
 * The content system held in memory, shared by every in-memory content port (as InMemoryShop is by
 * the commerce ones): its data, whether it is reachable, the forms sent to it, and the Element
 * API's way of answering (404 for what does not exist, 400 for a bad page number).
 */
export class InMemoryContent {
  readonly data: InMemoryContentOptions;
  /** the product listing's page size */
  readonly perPage: number;
  readonly submissions: { readonly handle: FormHandle; readonly fields: FormFields }[] = [];
  #offline = false;

  constructor(data: InMemoryContentOptions) {
    const perPage = data.perPage ?? DEFAULT_PER_PAGE;
    if (!Number.isSafeInteger(perPage) || perPage < 1) {
      throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
    }
    this.data = data;
    this.perPage = perPage;
  }

  goOffline(): void {
    this.#offline = true;
  }

  goOnline(): void {
    this.#offline = false;
  }

  /** Everything fails like an unreachable back-end while offline. */
  guard(endpoint: string, method: 'GET' | 'POST' = 'GET'): GatewayError | null {
    return this.#offline ? offlineError(endpoint, method) : null;
  }

  /** A GET of one thing: 404 when it is not there. */
  async answer<T>(endpoint: string, value: T | undefined): Answer<T> {
    const down = this.guard(endpoint);
    if (down) return err(down);
    return value === undefined
      ? err(refused(endpoint, 'GET', 404, apiErrorBody(404, ELEMENT_NOT_FOUND)))
      : ok(value);
  }

  /** A GET of one page of a list, 12 to a page: 400 for a page that is not a whole number from 1. */
  async paged<T>(endpoint: string, items: readonly T[], page: number): Answer<Paginated<T>> {
    const down = this.guard(endpoint);
    if (down) return err(down);
    if (!Number.isSafeInteger(page) || page < FIRST_PAGE) {
      const message = `Invalid page “${page}”: use a whole number from 1 up.`;
      return err(refused(endpoint, 'GET', 400, apiErrorBody(400, message)));
    }
    return ok(paginate(items, page, CONTENT_PER_PAGE));
  }
}
