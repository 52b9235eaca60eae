import type * as z from 'zod/mini';
import type { PaymentGateway } from '../../domain/cart/payment';
import type { ProductQuery } from '../../domain/catalog/catalog-query';
import type { ProductPage } from '../../domain/catalog/product';
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
import type { DataSubject, GatewayError } from '../../domain/errors/gateway.errors';
import type { StickyBarContent } from '../../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../../domain/navigation/navigation';
import type { Country, State } from '../../domain/settings/store-settings';
import type { Result } from '../../domain/shared/result';
import type { EditorialContent } from '../../ports/editorial-content';
import type { ProductCatalog } from '../../ports/product-catalog';
import type { SiteForms } from '../../ports/site-forms';
import type { SiteNavigation } from '../../ports/site-navigation';
import type { SiteSearch } from '../../ports/site-search';
import type { StoreSettings } from '../../ports/store-settings';
import type { CraftClient, QueryParams } from './craft-client';
import {
  mapBlogCategory,
  mapBlogPost,
  mapBlogPostSummary,
  mapCaseStudy,
  mapCaseStudySummary,
  mapContentPage,
  mapSearchResults,
} from './element-api-content.mapper';
import {
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  caseStudySchema,
  caseStudySummarySchema,
  collectionOf,
  contentPageSchema,
  formAnswerSchema,
  paginatedOf,
  searchResultsSchema,
} from './element-api-content.schema';
import {
  mapFooterMenuItem,
  mapNavigationNode,
  mapSiteFooter,
  mapStickyBar,
} from './element-api-navigation.mapper';
import {
  footerMenuSchema,
  menuSchema,
  siteFooterSchema,
  stickyBarSchema,
} from './element-api-navigation.schema';
import {
  mapCategories,
  mapElementApiProductPage,
  mapPagination,
  mapProductDetail,
  mapVariantDetail,
} from './element-api-product.mapper';
import {
  elementApiCategoriesSchema,
  elementApiProductDetailSchema,
  elementApiProductPageSchema,
  elementApiVariantDetailSchema,
} from './element-api-product.schema';
import { codeNameListSchema, gatewayListSchema } from './element-api-settings.schema';
import { mapAnswer } from './gateway-result';
import { productQueryParams } from './product-query.params';

export const CONTENT_ENDPOINTS = {
  menu: (handle: string) => `api/v1/menus/${handle}`,
  single: (handle: string) => `api/v1/singles/${handle}`,
  page: 'api/v1/pages',
  products: 'api/v1/products',
  product: (slug: string) => `api/v1/products/${slug}`,
  variant: (id: number) => `api/v1/variants/${id}`,
  categories: 'api/v1/categories',
  blogPosts: 'api/v1/blog/posts',
  blogPost: (slug: string) => `api/v1/blog/posts/${encodeURIComponent(slug)}`,
  blogCategories: 'api/v1/blog/categories',
  caseStudies: 'api/v1/case-studies',
  caseStudy: (slug: string) => `api/v1/case-studies/${encodeURIComponent(slug)}`,
  search: 'api/v1/search',
  countries: 'settings/enabled-countries',
  states: 'settings/enabled-states',
  gateways: 'settings/enabled-gateways',
  form: (handle: FormHandle) => `api/v1/forms/${handle}`,
} as const;

/** Each segment of a multi-segment slug is encoded, the slashes between them kept. */
const slugPath = (slug: string): string =>
  slug
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The content system's Element API endpoints, the REST settings and the forms endpoint. */
export class ElementApiContentRepository
  implements SiteNavigation, ProductCatalog, EditorialContent, SiteSearch, StoreSettings, SiteForms
{
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  mainMenu(): Answer<readonly NavigationNode[]> {
    return this.#read(CONTENT_ENDPOINTS.menu('main-navigation-menu'), menuSchema, ({ data }) =>
      data.map(mapNavigationNode),
    );
  }

  footerMenu(): Answer<readonly FooterMenuItem[]> {
    return this.#read(CONTENT_ENDPOINTS.menu('footer-menu'), footerMenuSchema, ({ data }) =>
      data.map(mapFooterMenuItem),
    );
  }

  bottomFooterMenu(): Answer<readonly FooterMenuItem[]> {
    return this.#read(CONTENT_ENDPOINTS.menu('bottom-footer-menu'), footerMenuSchema, ({ data }) =>
      data.map(mapFooterMenuItem),
    );
  }

  siteFooter(): Answer<Footer> {
    return this.#read(CONTENT_ENDPOINTS.single('site-footer'), siteFooterSchema, mapSiteFooter);
  }

  stickyBar(): Answer<StickyBarContent> {
    return this.#read(CONTENT_ENDPOINTS.single('sticky-bar-cta'), stickyBarSchema, mapStickyBar);
  }

  /** By query parameter, which also names the home page (uri ''). */
  page(uri: string): Answer<ContentPage> {
    return this.#read(CONTENT_ENDPOINTS.page, contentPageSchema, mapContentPage, {
      uri: uri.replace(/^\/+|\/+$/g, ''),
    });
  }

  listProducts(query: ProductQuery): Answer<ProductPage> {
    return this.#read(
      CONTENT_ENDPOINTS.products,
      elementApiProductPageSchema,
      mapElementApiProductPage,
      productQueryParams(query),
      'products',
    );
  }

  product(slug: string): Answer<ProductDetail> {
    return this.#read(
      CONTENT_ENDPOINTS.product(slugPath(slug)),
      elementApiProductDetailSchema,
      mapProductDetail,
      undefined,
      'products',
    );
  }

  variant(id: number): Answer<VariantDetail> {
    return this.#read(
      CONTENT_ENDPOINTS.variant(id),
      elementApiVariantDetailSchema,
      mapVariantDetail,
      undefined,
      'products',
    );
  }

  categories(): Answer<readonly Category[]> {
    return this.#read(CONTENT_ENDPOINTS.categories, elementApiCategoriesSchema, mapCategories);
  }

  blogPosts({ page, category }: BlogPostQuery): Answer<Paginated<BlogPostSummary>> {
    return this.#read(
      CONTENT_ENDPOINTS.blogPosts,
      paginatedOf(blogPostSummarySchema),
      ({ data, meta }) => ({
        items: data.map(mapBlogPostSummary),
        pagination: mapPagination(meta.pagination),
      }),
      { ...(page === undefined ? {} : { page }), ...(category ? { category } : {}) },
    );
  }

  blogPost(slug: string): Answer<BlogPost> {
    return this.#read(CONTENT_ENDPOINTS.blogPost(slug), blogPostSchema, mapBlogPost);
  }

  blogCategories(): Answer<readonly BlogCategory[]> {
    return this.#read(
      CONTENT_ENDPOINTS.blogCategories,
      collectionOf(blogCategorySchema),
      ({ data }) => data.map(mapBlogCategory),
    );
  }

  caseStudies(page: number): Answer<Paginated<CaseStudySummary>> {
    return this.#read(
      CONTENT_ENDPOINTS.caseStudies,
      paginatedOf(caseStudySummarySchema),
      ({ data, meta }) => ({
        items: data.map(mapCaseStudySummary),
        pagination: mapPagination(meta.pagination),
      }),
      { page },
    );
  }

  caseStudy(slug: string): Answer<CaseStudy> {
    return this.#read(CONTENT_ENDPOINTS.caseStudy(slug), caseStudySchema, mapCaseStudy);
  }

  search({ text, type, limit }: SearchQuery): Answer<SearchResults> {
    return this.#read(CONTENT_ENDPOINTS.search, searchResultsSchema, mapSearchResults, {
      q: text,
      ...(type === undefined ? {} : { type }),
      ...(limit === undefined ? {} : { limit }),
    });
  }

  suggest(text: string): Answer<SearchResults> {
    return this.#read(CONTENT_ENDPOINTS.search, searchResultsSchema, mapSearchResults, {
      q: text,
      mode: 'suggest',
    });
  }

  enabledCountries(): Answer<readonly Country[]> {
    return this.#read(CONTENT_ENDPOINTS.countries, codeNameListSchema, ({ data }) => data);
  }

  enabledStates(countryCode: string): Answer<readonly State[]> {
    return this.#read(
      CONTENT_ENDPOINTS.states,
      codeNameListSchema,
      ({ data }) => data.map((state) => ({ ...state, countryCode })),
      { country: countryCode },
    );
  }

  enabledGateways(): Answer<readonly PaymentGateway[]> {
    return this.#read(CONTENT_ENDPOINTS.gateways, gatewayListSchema, ({ data }) =>
      data.map((gateway) => ({ ...gateway, isArchived: gateway.isArchived ?? false })),
    );
  }

  submitForm(handle: FormHandle, fields: FormFields): Answer<string> {
    const endpoint = CONTENT_ENDPOINTS.form(handle);
    return mapAnswer(
      this.#client.post(endpoint, fields),
      formAnswerSchema,
      'response',
      endpoint,
      ({ message }) => message ?? '',
    );
  }

  #read<T, U>(
    endpoint: string,
    schema: z.ZodMiniType<T>,
    map: (decoded: T) => U,
    query?: QueryParams,
    subject: DataSubject = 'response',
  ): Answer<U> {
    return mapAnswer(this.#client.get(endpoint, query), schema, subject, endpoint, map);
  }
}
