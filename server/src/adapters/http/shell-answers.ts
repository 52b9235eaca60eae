// The answers a storefront page asks for at start-up, written into the page itself: the header's
// (promo bar, main menu), so that it is whole in the first paint instead of appearing a round trip
// later and pushing the page down, and the page's own content or product, so that the first screen
// does not wait for a request made only once the app's code has run. Keyed by the endpoint (and
// query) the storefront reads, each exactly as that API route answers it (the same reads and
// serializers); the storefront uses each once, within seconds of loading the page.
import { readMenu } from '../../application/content/read-menu.ts';
import { showPage, type ShowPageDeps } from '../../application/content/show-page.ts';
import { STICKY_BAR_CTA } from '../../domain/content/singles.ts';
import type { ContentRef } from '../../domain/seo/page-route.ts';
import { classifyPath } from '../../domain/seo/page-route.rules.ts';
import type { ContentReader } from '../../ports/content-reader.ts';
import type { MenuReader } from '../../ports/menu-reader.ts';
import { serializeProductDetail } from './element-api-product.serializer.ts';
import { serializeMenu } from './navigation.serializer.ts';
import { serializePage } from './page.serializer.ts';
import { scriptSafeJson } from './product-json-ld.ts';

export const MAIN_MENU = 'main-navigation-menu';
export const STICKY_BAR_ENDPOINT = `api/v1/singles/${STICKY_BAR_CTA}`;
export const MAIN_MENU_ENDPOINT = `api/v1/menus/${MAIN_MENU}`;
/** The id the storefront reads them from (src/adapters/browser/embedded-answers.dom.ts). */
export const EMBEDDED_ANSWERS_ID = 'embedded-answers';

/** The storefront's request for a content page: `api/v1/pages?uri=…` (the home page's uri is ''). */
export const pageEndpoint = (uri: string) => `api/v1/pages?${new URLSearchParams({ uri })}`;
/** The storefront's request for a product: each slug segment encoded, the slashes kept. */
export const productEndpoint = (slug: string) =>
  `api/v1/products/${slug.split('/').map(encodeURIComponent).join('/')}`;

export interface ShellAnswersDeps extends ShowPageDeps {
  readonly content: ShowPageDeps['content'] & Pick<ContentReader, 'findStickyBar'>;
  readonly menus: MenuReader;
}

export type ShellAnswers = Readonly<Record<string, unknown>>;

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

/** The header's answers and the page's own; one that does not exist is left out. */
export async function shellAnswers(
  deps: ShellAnswersDeps,
  pathname: string,
): Promise<ShellAnswers> {
  const route = classifyPath(pathname);
  const ref = route.kind === 'content' ? route.ref : route.kind === 'app' ? route.content : null;
  const [bar, menu, own] = await Promise.all([
    deps.content.findStickyBar(),
    readMenu(deps, MAIN_MENU),
    ref ? contentAnswer(deps, ref) : {},
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
  return `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
}
