import type { PaymentGateway } from '../../domain/cart/payment';
import type { ProductQuery } from '../../domain/catalog/catalog-query';
import { FIRST_PAGE, totalPagesFor } from '../../domain/catalog/pagination.rules';
import type { Product, ProductPage } from '../../domain/catalog/product';
import type { Category, ProductDetail, VariantDetail } from '../../domain/catalog/product-detail';
import type {
  BlogCategory,
  BlogPost,
  BlogPostQuery,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  FormFields,
  FormHandle,
  Paginated,
  SearchQuery,
  SearchResults,
} from '../../domain/content/content';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import type { StickyBarContent } from '../../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../../domain/navigation/navigation';
import type { Country, State } from '../../domain/settings/store-settings';
import { err, ok, type Result } from '../../domain/shared/result';
import type { EditorialContent } from '../../ports/editorial-content';
import type { ProductCatalog } from '../../ports/product-catalog';
import type { SiteForms } from '../../ports/site-forms';
import type { SiteNavigation } from '../../ports/site-navigation';
import type { SiteSearch } from '../../ports/site-search';
import type { StoreSettings } from '../../ports/store-settings';
import { CONTENT_ENDPOINTS } from '../http/element-api.endpoints';
import { DEFAULT_PER_PAGE, queryCatalog } from './fake-catalog-query';
import { searchDocuments, suggestDocuments, type SearchDocument } from './fake-content-search';
import { apiErrorBody, ELEMENT_NOT_FOUND, refused } from './fake-failure';
import { formErrors, FORM_THANKS } from './fake-forms.rules';
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

/** Content held in memory, answering like the Element API (404s, 400s, pages of 12 or 24). */
export class InMemoryContentRepository
  implements SiteNavigation, ProductCatalog, EditorialContent, SiteSearch, StoreSettings, SiteForms
{
  readonly #content: InMemoryContentOptions;
  readonly #perPage: number;
  readonly submissions: { readonly handle: FormHandle; readonly fields: FormFields }[] = [];
  #offline = false;

  constructor(content: InMemoryContentOptions) {
    const perPage = content.perPage ?? DEFAULT_PER_PAGE;
    if (!Number.isSafeInteger(perPage) || perPage < 1) {
      throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
    }
    this.#content = content;
    this.#perPage = perPage;
  }

  mainMenu = () => this.#answer('api/v1/menus/main-navigation-menu', this.#content.mainMenu ?? []);
  footerMenu = () => this.#answer('api/v1/menus/footer-menu', this.#content.footerMenu ?? []);
  bottomFooterMenu = () =>
    this.#answer('api/v1/menus/bottom-footer-menu', this.#content.bottomFooterMenu ?? []);
  siteFooter = () => this.#answer(CONTENT_ENDPOINTS.single('site-footer'), this.#content.footer);
  stickyBar = () =>
    this.#answer(CONTENT_ENDPOINTS.single('sticky-bar-cta'), this.#content.stickyBar);

  page(uri: string): Answer<ContentPage> {
    const wanted = uri.replace(/^\/+|\/+$/g, '');
    const page = this.#content.pages?.find((candidate) => candidate.uri === wanted);
    return this.#answer(CONTENT_ENDPOINTS.page, page);
  }

  async listProducts(query: ProductQuery): Answer<ProductPage> {
    const endpoint = CONTENT_ENDPOINTS.products;
    if (this.#offline) return err(offlineError(endpoint));
    const page = queryCatalog(
      this.#content.products,
      query,
      (product) => this.#content.productCategories?.[product.id] ?? null,
      this.#perPage,
    );
    return page.ok ? page : err(refused(endpoint, 'GET', 400, apiErrorBody(400, page.error)));
  }

  product(slug: string): Answer<ProductDetail> {
    const product = this.#content.products.find((candidate) => candidate.slug === slug);
    return this.#answer(CONTENT_ENDPOINTS.product(slug), product && this.#detailOf(product));
  }

  variant(id: number): Answer<VariantDetail> {
    const product = this.#content.products.find(({ variants }) =>
      variants.some((v) => v.id === id),
    );
    const variant = product?.variants.find((candidate) => candidate.id === id);
    const detail: VariantDetail | undefined =
      product && variant
        ? {
            ...variant,
            product: { id: product.id, title: product.title, slug: product.slug, uri: product.uri },
          }
        : undefined;
    return this.#answer(CONTENT_ENDPOINTS.variant(id), detail);
  }

  categories = () => this.#answer(CONTENT_ENDPOINTS.categories, this.#content.categories ?? []);

  blogPosts({ page = FIRST_PAGE, category }: BlogPostQuery): Answer<Paginated<BlogPostSummary>> {
    const posts = (this.#content.blogPosts ?? [])
      .filter((post) => category === undefined || post.category?.slug === category)
      .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return this.#paged(CONTENT_ENDPOINTS.blogPosts, posts, page);
  }

  blogPost(slug: string): Answer<BlogPost> {
    const post = this.#content.blogPosts?.find((candidate) => candidate.slug === slug);
    return this.#answer(CONTENT_ENDPOINTS.blogPost(slug), post);
  }

  blogCategories = () =>
    this.#answer(CONTENT_ENDPOINTS.blogCategories, this.#content.blogCategories ?? []);

  caseStudies(page: number): Answer<Paginated<CaseStudySummary>> {
    const studies = (this.#content.caseStudies ?? []).toSorted((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    return this.#paged(CONTENT_ENDPOINTS.caseStudies, studies, page);
  }

  caseStudy(slug: string): Answer<CaseStudy> {
    const study = this.#content.caseStudies?.find((candidate) => candidate.slug === slug);
    return this.#answer(CONTENT_ENDPOINTS.caseStudy(slug), study);
  }

  async search(query: SearchQuery): Answer<SearchResults> {
    return this.#searched(searchDocuments(this.#documents(), query));
  }

  async suggest(text: string): Answer<SearchResults> {
    return this.#searched(suggestDocuments(this.#documents(), text));
  }

  enabledCountries = () => this.#answer(CONTENT_ENDPOINTS.countries, this.#content.countries ?? []);

  enabledStates(countryCode: string): Answer<readonly State[]> {
    const code = countryCode.toUpperCase();
    const states = (this.#content.states ?? []).filter((state) => state.countryCode === code);
    return this.#answer(CONTENT_ENDPOINTS.states, states);
  }

  enabledGateways = () =>
    this.#answer(
      CONTENT_ENDPOINTS.gateways,
      (this.#content.gateways ?? []).filter((gateway) => !gateway.isArchived),
    );

  async submitForm(handle: FormHandle, fields: FormFields): Answer<string> {
    const endpoint = CONTENT_ENDPOINTS.form(handle);
    if (this.#offline) return err(offlineError(endpoint, 'POST'));
    const errors = formErrors(handle, fields, this.#content.products);
    if (Object.keys(errors).length > 0) {
      const body = { message: 'Please correct the highlighted fields.', errors };
      return err(refused(endpoint, 'POST', 400, body));
    }
    this.submissions.push({ handle, fields });
    return ok(FORM_THANKS);
  }

  goOffline(): void {
    this.#offline = true;
  }

  goOnline(): void {
    this.#offline = false;
  }

  async #answer<T>(endpoint: string, value: T | undefined): Answer<T> {
    if (this.#offline) return err(offlineError(endpoint));
    return value === undefined
      ? err(refused(endpoint, 'GET', 404, apiErrorBody(404, ELEMENT_NOT_FOUND)))
      : ok(value);
  }

  async #paged<T>(endpoint: string, items: readonly T[], page: number): Answer<Paginated<T>> {
    if (this.#offline) return err(offlineError(endpoint));
    if (!Number.isSafeInteger(page) || page < FIRST_PAGE) {
      const message = `Invalid page “${page}”: use a whole number from 1 up.`;
      return err(refused(endpoint, 'GET', 400, apiErrorBody(400, message)));
    }
    return ok(paginate(items, page, CONTENT_PER_PAGE));
  }

  #searched(found: Result<SearchResults, string>): Result<SearchResults, GatewayError> {
    const endpoint = CONTENT_ENDPOINTS.search;
    if (this.#offline) return err(offlineError(endpoint));
    return found.ok ? found : err(refused(endpoint, 'GET', 400, apiErrorBody(400, found.error)));
  }

  #detailOf(product: Product): ProductDetail {
    const slug = this.#content.productCategories?.[product.id];
    const category = this.#content.categories?.find((candidate) => candidate.slug === slug);
    return {
      ...product,
      category: category ? { id: category.id, title: category.title, slug: category.slug } : null,
      description: '',
      seo: { title: product.title, description: null },
    };
  }

  #documents(): SearchDocument[] {
    const content = this.#content;
    return [
      ...content.products.map((product) => ({
        type: 'product' as const,
        id: product.id,
        title: product.title,
        uri: product.uri,
        body: product.variants.map((variant) => variant.sku).join(' '),
        imageUrl: null,
      })),
      ...(content.pages ?? []).map((page) => ({
        type: 'page' as const,
        id: page.id,
        title: page.title,
        uri: page.uri,
        body: page.seo.description ?? '',
        imageUrl: null,
      })),
      ...(content.blogPosts ?? []).map((post) => ({
        type: 'post' as const,
        id: post.id,
        title: post.title,
        uri: post.uri,
        body: post.excerpt,
        imageUrl: post.image?.url ?? null,
      })),
      ...(content.caseStudies ?? []).map((study) => ({
        type: 'case-study' as const,
        id: study.id,
        title: study.title,
        uri: study.uri,
        body: study.summary,
        imageUrl: study.image?.url ?? null,
      })),
    ];
  }
}
