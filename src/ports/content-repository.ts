import type { PaymentGateway } from '../domain/cart/payment';
import type { ProductQuery } from '../domain/catalog/catalog-query';
import type { ProductPage } from '../domain/catalog/product';
import type { Category, ProductDetail, VariantDetail } from '../domain/catalog/product-detail';
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
} from '../domain/content/content';
import type { GatewayError } from '../domain/errors/gateway.errors';
import type { StickyBarContent } from '../domain/layout/sticky-bar';
import type { Footer, FooterMenuItem, NavigationNode } from '../domain/navigation/navigation';
import type { Country, State } from '../domain/settings/store-settings';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * Content from the content system: menus and singles for the layout, pages, the catalog, blog,
 * case studies, search, the checkout's settings, and the site's forms. Something that does not
 * exist is a request-failed error with status 404, as the Element API answers.
 */
export interface ContentRepository {
  mainMenu(): Answer<readonly NavigationNode[]>;
  footerMenu(): Answer<readonly FooterMenuItem[]>;
  bottomFooterMenu(): Answer<readonly FooterMenuItem[]>;
  siteFooter(): Answer<Footer>;
  stickyBar(): Answer<StickyBarContent>;
  /** '' is the home page */
  page(uri: string): Answer<ContentPage>;
  listProducts(query: ProductQuery): Answer<ProductPage>;
  /** the slug may span several path segments */
  product(slug: string): Answer<ProductDetail>;
  variant(id: number): Answer<VariantDetail>;
  categories(): Answer<readonly Category[]>;
  blogPosts(query: BlogPostQuery): Answer<Paginated<BlogPostSummary>>;
  blogPost(slug: string): Answer<BlogPost>;
  blogCategories(): Answer<readonly BlogCategory[]>;
  caseStudies(page: number): Answer<Paginated<CaseStudySummary>>;
  caseStudy(slug: string): Answer<CaseStudy>;
  search(query: SearchQuery): Answer<SearchResults>;
  /** quick title matches while typing */
  suggest(text: string): Answer<SearchResults>;
  enabledCountries(): Answer<readonly Country[]>;
  /** one country's states */
  enabledStates(countryCode: string): Answer<readonly State[]>;
  enabledGateways(): Answer<readonly PaymentGateway[]>;
  /** The thank-you text on success; a refused form is a request-failed error with `errors` in its data. */
  submitForm(handle: FormHandle, fields: FormFields): Answer<string>;
}
