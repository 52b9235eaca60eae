// Serves the built storefront on the same origin as the API: hashed assets pre-compressed (brotli/gzip)
// with year-long immutable caching, everything else revalidated, and pages: the storefront's server
// render in the shell, with the head its screen described (title, description, canonical, Open Graph,
// structured data, the main picture's preload) so that crawlers and link previews see the page
// without running the app, and browsers fetch its largest picture at once; compressed as the browser
// accepts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describePage, type PageRequest } from '../../../application/seo/describe-page.ts';
import { classifyPath, showsCommerce } from '../../../domain/seo/page-route.rules.ts';
import { appScreenHead } from '../../../domain/seo/page-head.rules.ts';
import { redirectFor } from '../../../domain/seo/redirect.rules.ts';
import type { PageMetadataRepository } from '../../../ports/seo/page-metadata.ts';
import type { ProductRepository } from '../../../ports/catalog/product-repository.ts';
import { embeddedAnswersTag, withAppMarkup } from './page-body.html.ts';
import { fillShell, placeHead } from './page-head.html.ts';
import { type PageCache, pageCacheKey, type SentPage, sentPage } from './page-cache.ts';
import { renderModuleLoader, type PageRenderModule, type RenderedPage } from './page-renderer.ts';
import type { RenderLimiter } from './render-limits.ts';
import type { CommerceBackend, RenderSource } from './render-source.ts';
import { replyWithPage } from './sent-page.reply.ts';

const HASHED_ASSET = `${sep}assets${sep}`;
/** Answered by the server itself (seo.routes.ts): a stale copy in the build must not clash with them. */
const SERVER_FILES = ['robots.txt', 'sitemap.xml', 'ssr/**'];

export interface StorefrontFiles {
  readonly dir: string;
  readonly built: boolean;
  /** index.html, read once: it never changes for a build. */
  shell(): Promise<string>;
  /** The build's page renderer (its server half); null when the build has none. */
  renderer(): Promise<PageRenderModule> | null;
}

/** The page names its commerce back-end when it is not Craft (src/adapters/browser/commerce-backend.dom.ts). */
const withCommerceBackend = (html: string, backend: CommerceBackend): string =>
  backend === 'craft'
    ? html
    : html.replace(/<html\b/i, (tag) => `${tag} data-commerce="${backend}"`);

export const storefrontFiles = (
  dir: string,
  commerceBackend: CommerceBackend = 'craft',
): StorefrontFiles => {
  let shell: Promise<string> | undefined;
  return {
    dir,
    built: existsSync(join(dir, 'index.html')),
    shell() {
      shell ??= readFile(join(dir, 'index.html'), 'utf8')
        .then((html) => withCommerceBackend(html, commerceBackend))
        .catch((error: unknown) => {
          shell = undefined; // a failed read is retried by the next request
          throw error;
        });
      return shell;
    },
    renderer: renderModuleLoader(dir),
  };
};

function cacheHeaders(reply: FastifyReply, path: string): void {
  if (path.includes(HASHED_ASSET)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else if (path.endsWith('index.html')) {
    reply.header('cache-control', 'no-cache');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

/** Registered on the root instance (not encapsulated) so the not-found handler can send the shell. */
export async function registerStorefront(
  app: FastifyInstance,
  files: StorefrontFiles,
): Promise<void> {
  if (!files.built) {
    app.log.warn(
      { dir: files.dir },
      'storefront is not built: run `npm run build` (npm start does it)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: files.dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: SERVER_FILES,
    setHeaders: (res, path) => cacheHeaders(res as unknown as FastifyReply, path),
  });
}

export interface StorefrontPageDeps {
  readonly storefront: StorefrontFiles;
  /** finished guest pages of the build served (page-cache.ts) */
  readonly pageCache: PageCache;
  /** how many renders run at once and how long one may take (render-limits.ts) */
  readonly renderLimit: RenderLimiter;
  /** where the render reads; null: pages go out as the shell */
  readonly renderSource: RenderSource | null;
  readonly pageMetadata: PageMetadataRepository;
  /** The listing's first card, whose picture `/products` preloads. */
  readonly products: ProductRepository;
  readonly currency: string;
  readonly publicUrl: string;
  readonly shopName: string;
}

/** Path and listing parameters of a request URL, read without resolving it against any host. */
function pageRequestOf(url: string): PageRequest {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
  return {
    pathname,
    category: params.get('category') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: params.get('page') ?? undefined,
  };
}

/** The page as the storefront renders it on the server for a guest; null when it cannot. */
async function renderApp(
  request: FastifyRequest,
  deps: StorefrontPageDeps,
): Promise<RenderedPage | null> {
  const renderer = deps.storefront.renderer();
  const source = deps.renderSource;
  if (renderer === null || source === null) return null;
  try {
    return await deps.renderLimit(async () =>
      (await renderer).renderPage({
        url: request.url,
        apiBaseUrl: source.apiBaseUrl,
        fetch: source.fetchFor(request.server),
        shopName: deps.shopName,
        publicUrl: deps.publicUrl,
        commerceBackend: source.commerceBackend,
      }),
    );
  } catch (error) {
    request.log.error({ err: error }, 'could not render the page on the server');
    return null;
  }
}

/**
 * The shell with the server's own head for the URL, for when the storefront's render gave none (the
 * build has no render module, the render failed or was not started): 200 for app screens and found
 * content, 404 for everything else, 503 without the database, and always 503 when the content lives
 * on another back-end (RENDER_API_URL), which this server cannot look up.
 */
async function ownHead(
  request: FastifyRequest,
  deps: StorefrontPageDeps,
  extras: readonly string[],
): Promise<{ readonly html: string; readonly status: number }> {
  const page = pageRequestOf(request.url);
  const shell = await deps.storefront.shell();
  // Without the database the app still loads and shows its own error: a generic head, not indexed,
  // and a status that tells crawlers to come back. Our database does not hold another back-end's
  // content, so its pages are not ours to look up.
  const unavailable = () => ({
    html: fillShell(
      shell,
      appScreenHead({ path: page.pathname, title: '', noindex: true }, deps.shopName),
      deps,
      extras,
    ),
    status: 503,
  });
  if (deps.renderSource?.remote) return unavailable();
  // Nor does it hold another commerce back-end's products and categories (Vendure's).
  const commerceElsewhere =
    deps.renderSource?.commerceBackend !== undefined &&
    deps.renderSource.commerceBackend !== 'craft';
  if (commerceElsewhere && showsCommerce(classifyPath(page.pathname, page.category)))
    return unavailable();
  try {
    const head = await describePage(deps, page, deps.shopName);
    return { html: fillShell(shell, head, deps, extras), status: head.status };
  } catch (error) {
    request.log.error({ err: error }, 'could not look up the page for its head');
    return unavailable();
  }
}

/**
 * A guest's page, read in full and found: a CDN in front may keep it a minute and serve it stale
 * while it asks again; browsers ask each time (it is small, and compressed).
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A shopper's own page (cart, checkout, account, sign-in): never kept, by anyone. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** Anything else (the shell after a failed render, a 404): kept by no one without asking again. */
export const REVALIDATED_PAGE = 'no-cache';

/** The page for an address: the render in the shell with its head, else the shell with ours. */
async function makePage(request: FastifyRequest, deps: StorefrontPageDeps): Promise<SentPage> {
  const app = await renderApp(request, deps);
  const extras = [app?.styles ?? '', embeddedAnswersTag(app?.answers ?? {})];
  const { html: shell, status } = app?.head
    ? { html: placeHead(await deps.storefront.shell(), app.head, extras), status: app.head.status }
    : await ownHead(request, deps, extras);
  if (app === null || app.html === null) {
    const cacheControl = app === null ? REVALIDATED_PAGE : PRIVATE_PAGE_CACHE;
    return sentPage({ status, cacheControl, shared: false }, shell);
  }
  const shared = status === 200 && app.complete === true;
  const cacheControl = shared ? SHARED_PAGE_CACHE : REVALIDATED_PAGE;
  return sentPage({ status, cacheControl, shared }, withAppMarkup(shell, app.html));
}

/**
 * The page for a storefront URL: rendered (or the shell), with the status its screen gave (404 for
 * what nothing shows), from the page cache when a guest's page for it is kept (page-cache.ts). A
 * redirect's path answers its move (301 or 302) to the same target the app goes to, query dropped
 * as the app drops it.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StorefrontPageDeps,
) {
  const redirect = redirectFor(pageRequestOf(request.url).pathname);
  if (redirect) return reply.redirect(redirect.to, redirect.status);
  if (!deps.storefront.built) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(
        'The storefront is not built yet. Run `npm run build`, or start the shop with `npm start`.',
      );
  }
  const key = pageCacheKey(request.url);
  const page =
    key === null
      ? await makePage(request, deps)
      : await deps.pageCache.page(key, () => makePage(request, deps));
  return replyWithPage(request, reply, page, 'text/html; charset=utf-8');
}
