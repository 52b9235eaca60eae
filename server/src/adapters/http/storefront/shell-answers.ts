// The answers a storefront page asks for at start-up, written into the page itself: the header's
// (promo bar, main menu), so that it is whole in the first paint instead of appearing a round trip
// later and pushing the page down, and the page's own content, product or listing, so that the
// first screen does not wait for a request made only once the app's code has run. Keyed by the
// endpoint (and query) the storefront reads, each exactly as that API route answers it (the same
// reads and serializers); the storefront uses each once, within seconds of loading the page.
import { readMenu } from '../../../application/content/read-menu.ts';
import { showPage, type ShowPageDeps } from '../../../application/content/show-page.ts';
import { PRODUCT_SORTS } from '../../../domain/catalog/product-query.ts';
import { STICKY_BAR_CTA } from '../../../domain/content/singles.ts';
import type { ContentRef } from '../../../domain/seo/page-route.ts';
import { classifyPath } from '../../../domain/seo/page-route.rules.ts';
import type { ContentReader } from '../../../ports/content/content-reader.ts';
import type { MenuReader } from '../../../ports/content/menu-reader.ts';
import type { CategoryReader } from '../../../ports/catalog/category-reader.ts';
import { categoriesAnswer } from '../catalog/categories.routes.ts';
import { serializeProductDetail } from '../catalog/element-api-product.serializer.ts';
import { type ElementApiRoutesDeps, listingAnswer } from '../catalog/element-api.routes.ts';
import { serializeMenu } from '../content/navigation.serializer.ts';
import { serializePage } from '../content/page.serializer.ts';
import { scriptSafeJson } from '../catalog/product-json-ld.ts';

export const MAIN_MENU = 'main-navigation-menu';
const STICKY_BAR_ENDPOINT = `api/v1/singles/${STICKY_BAR_CTA}`;
const MAIN_MENU_ENDPOINT = `api/v1/menus/${MAIN_MENU}`;
const CATEGORIES_ENDPOINT = 'api/v1/categories';
/** The id the storefront reads them from (src/adapters/browser/embedded-answers.dom.ts). */
export const EMBEDDED_ANSWERS_ID = 'embedded-answers';

/** The storefront's request for a content page: `api/v1/pages?uri=…` (the home page's is ''). */
export const pageEndpoint = (uri: string) => `api/v1/pages?${new URLSearchParams({ uri })}`;
/** The storefront's request for a product: each slug segment encoded, the slashes kept. */
export const productEndpoint = (slug: string) =>
  `api/v1/products/${slug.split('/').map(encodeURIComponent).join('/')}`;

export interface ShellAnswersDeps extends ShowPageDeps, ElementApiRoutesDeps {
  readonly content: ShowPageDeps['content'] & Pick<ContentReader, 'findStickyBar'>;
  readonly menus: MenuReader;
  readonly categories: CategoryReader;
}

export type ShellAnswers = Readonly<Record<string, unknown>>;

/**
 * The listing's query as the storefront sends it for `/products?category=&sort=&page=`: its page
 * (1 unless a whole number from 1 up), then the category and the sort when given, in that order
 * (src/adapters/http/catalog/product-query.params.ts, src/domain/catalog/listing-params.rules.ts). The
 * answer is computed from this query itself, so a guess that differs from the storefront's only
 * means the app asks for it.
 */
export function listingQuery(search: URLSearchParams): URLSearchParams {
  const page = search.get('page')?.trim() ?? '';
  const category = search.get('category')?.trim() ?? '';
  const sort = search.get('sort')?.trim() ?? '';
  const query = new URLSearchParams({ page: /^[1-9]\d{0,5}$/.test(page) ? page : '1' });
  if (category !== '') query.set('category', category);
  // Like the storefront, an unknown sort is the default one, which is not sent.
  if ((PRODUCT_SORTS as readonly string[]).includes(sort) && sort !== 'featured')
    query.set('sort', sort);
  return query;
}

/** The listing page's two reads: the products of its page and the categories to filter by. */
async function listingAnswers(deps: ShellAnswersDeps, search: string): Promise<ShellAnswers> {
  const query = listingQuery(new URLSearchParams(search));
  const [listing, categories] = await Promise.all([
    // A query the listing refuses (400) is left to the app, which shows its own message.
    listingAnswer(deps, Object.fromEntries(query)).catch(() => null),
    categoriesAnswer(deps),
  ]);
  return {
    ...(listing ? { [`api/v1/products?${query}`]: listing } : {}),
    [CATEGORIES_ENDPOINT]: categories,
  };
}

/** The answer the page at `ref` asks for first, when it is one of those embedded and exists. */
async function contentAnswer(deps: ShellAnswersDeps, ref: ContentRef): Promise<ShellAnswers> {
  if (ref.kind === 'page') {
    const page = await showPage(deps, ref.uri);
    return page ? { [pageEndpoint(ref.uri)]: serializePage(page) } : {};
  }
  if (ref.kind === 'product') {
    const product = await deps.products.findEnabledBySlug(ref.slug);
    return product ? { [productEndpoint(ref.slug)]: serializeProductDetail(product) } : {};
  }
  return {};
}

/** The page's own first reads, for the pages that have embedded ones. */
function ownAnswers(deps: ShellAnswersDeps, pathname: string, search: string) {
  const route = classifyPath(pathname);
  if (route.kind === 'app' && route.path === '/products') return listingAnswers(deps, search);
  const ref = route.kind === 'content' ? route.ref : route.kind === 'app' ? route.content : null;
  return ref ? contentAnswer(deps, ref) : Promise.resolve({});
}

/**
 * The header's answers and the page's own (`search`: the page URL's query string); one that does
 * not exist is left out.
 */
export async function shellAnswers(
  deps: ShellAnswersDeps,
  pathname: string,
  search = '',
): Promise<ShellAnswers> {
  const [bar, menu, own] = await Promise.all([
    deps.content.findStickyBar(),
    readMenu(deps, MAIN_MENU),
    ownAnswers(deps, pathname, search),
  ]);
  return {
    ...(bar ? { [STICKY_BAR_ENDPOINT]: bar } : {}),
    ...(menu ? { [MAIN_MENU_ENDPOINT]: serializeMenu(menu) } : {}),
    ...own,
  };
}

/** The script element holding them (JSON, never run; `<` and friends escaped); '' for none. */
export function embeddedAnswersTag(answers: ShellAnswers): string {
  if (Object.keys(answers).length === 0) return '';
  const json = scriptSafeJson(answers);
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${json}</script>`;
}
