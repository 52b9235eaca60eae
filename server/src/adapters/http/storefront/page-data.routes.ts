// The page payload (the storefront's PageData port): a browsing page's data, read as a guest by the
// build's own loads, in one answer the browser reads ahead of the page's reads when it moves to the
// page. Cached like the page itself, and 404 where this server renders no pages (the browser then
// stops asking and reads each answer on its own).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../craft/craft-response.ts';
import { queryParam } from '../element-api/element-api-response.ts';
import { type PageCache, pageCacheKey, type SentPage, sentPage } from './page-cache.ts';
import type { PagePayload } from './page-renderer.ts';
import type { RenderLimiter } from './render-limits.ts';
import type { RenderSource } from './render-source.ts';
import { replyWithPage } from './sent-page.reply.ts';
import { REVALIDATED_PAGE, SHARED_PAGE_CACHE, type StorefrontFiles } from './storefront.routes.ts';

export const PAGE_DATA_PATH = '/api/v1/page-data';
const MAX_PATH_LENGTH = 512;
const MAX_SKIPPED = 8;
const MAX_KEY_LENGTH = 512;

export interface PageDataDeps {
  readonly storefront: StorefrontFiles;
  readonly pageCache: PageCache;
  readonly renderLimit: RenderLimiter;
  readonly renderSource: RenderSource | null;
}

/** The page's address: a path on this site (no other origin), with its query. */
function addressParam(query: unknown): string {
  const path = queryParam(query, 'path');
  if (path === undefined || path === '')
    throw new HttpError(400, 'Name the page: ?path=/products/drill (its path and query).');
  if (path.length > MAX_PATH_LENGTH)
    throw new HttpError(400, `The path is too long: at most ${MAX_PATH_LENGTH} characters.`);
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    throw new HttpError(400, 'The path must be a path on this site, starting with one /.');
  return path;
}

/** The loads the browser already has, by key (`layout`, `categories`), in a stable order. */
function skipParam(query: unknown): readonly string[] {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).skip : [];
  const keys = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (keys.length > MAX_SKIPPED) throw new HttpError(400, `Skip at most ${MAX_SKIPPED} loads.`);
  if (!keys.every((key) => typeof key === 'string' && key.length <= MAX_KEY_LENGTH))
    throw new HttpError(400, `Each skip is a load's key of at most ${MAX_KEY_LENGTH} characters.`);
  return [...new Set(keys as string[])].sort();
}

/** The payload as it goes out: shared (cached) only when every read was answered. */
function sentData(data: PagePayload): SentPage {
  const cacheControl = data.complete ? SHARED_PAGE_CACHE : REVALIDATED_PAGE;
  return sentPage(
    { status: 200, cacheControl, shared: data.complete },
    JSON.stringify(data.answers),
  );
}

const UNAVAILABLE = sentPage(
  { status: 503, cacheControl: 'no-store', shared: false },
  JSON.stringify({ error: 'The page data could not be read now: read it piece by piece.' }),
);

export function pageDataRoutes(deps: PageDataDeps) {
  return async (app: FastifyInstance) => {
    app.get(PAGE_DATA_PATH, async (request, reply) => {
      const address = addressParam(request.query);
      const skip = skipParam(request.query);
      const source = deps.renderSource;
      const renderer = source && deps.storefront.built ? deps.storefront.renderer() : null;
      if (renderer === null || source === null)
        throw new HttpError(404, 'This server reads no page data: read it piece by piece.');
      const make = async (): Promise<SentPage> => {
        const data = await readData(request, async () =>
          (await renderer).readPageData({
            url: address,
            skip,
            apiBaseUrl: source.apiBaseUrl,
            fetch: source.fetchFor(request.server),
            commerceBackend: source.commerceBackend,
          }),
        );
        return data === undefined ? UNAVAILABLE : sentData(data);
      };
      const page = pageCacheKey(address);
      const sent =
        page === null
          ? await make()
          : await deps.pageCache.page(`data ${JSON.stringify([page, skip])}`, make);
      // For programs, like the content API: kept out of search results.
      reply.header('x-robots-tag', 'none');
      return replyWithPage(request, reply, sent, 'application/json; charset=utf-8');
    });
  };

  /**
   * The read, within the render limits; undefined when it failed or could not run in time (busy, or
   * past the deadline). A shopper's own page has no page data: a 400.
   */
  async function readData(
    request: FastifyRequest,
    read: () => Promise<PagePayload | null>,
  ): Promise<PagePayload | undefined> {
    let outcome: { readonly data: PagePayload | null } | null;
    try {
      outcome = await deps.renderLimit(async () => ({ data: await read() }));
    } catch (error) {
      request.log.error({ err: error }, 'could not read the page data');
      return undefined;
    }
    if (outcome === null) return undefined;
    if (outcome.data === null) throw new HttpError(400, 'Only a browsing page has page data.');
    return outcome.data;
  }
}
