// Anonymous storefront pages, rendered once and sent many times: an in-process LRU of finished pages
// (each compressed once in every coding it is sent in), keyed by the version of what pages show
// (PagesVersionSource) and the address; one cache per build, as the server serves one build. A miss
// renders once however many ask at the same time (single flight). A change to the catalogue, stock,
// prices or content, made by any server process, changes the version: every page cached before it is
// left behind and ages out of the LRU.
import { LRUCache } from 'lru-cache';
import type { PagesVersionSource } from '../../../ports/storefront/pages-version.ts';
import { encodeHtml, type HtmlEncoding } from './html-compression.ts';

const ENCODINGS: readonly HtmlEncoding[] = ['br', 'gzip', 'identity'];

/** A finished page as it goes out. */
export interface SentPage {
  readonly status: number;
  readonly cacheControl: string;
  /** a guest's page, read in full: it may be kept and sent to anyone */
  readonly shared: boolean;
  /** its body in a coding, compressed on first use and kept */
  body(encoding: HtmlEncoding): Promise<Buffer | string>;
}

export function sentPage(
  page: Pick<SentPage, 'status' | 'cacheControl' | 'shared'>,
  html: string,
): SentPage {
  const bodies = new Map<HtmlEncoding, Promise<Buffer | string>>();
  return {
    ...page,
    body(encoding) {
      let body = bodies.get(encoding);
      if (body === undefined) {
        body = Promise.resolve(encodeHtml(html, encoding));
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

interface Stored {
  readonly page: SentPage;
  readonly bytes: number;
}

export interface PageCacheOptions {
  /** bytes of all bodies together */
  readonly maxBytes: number;
  /** a page older than this is rendered again, whatever the version says */
  readonly ttlMs: number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 10 * 60_000,
};

/** The query parameters storefront pages read (search, listing): any other is not cached. */
const PAGE_PARAMS = new Set(['q', 'category', 'sort', 'page']);
const MAX_KEY_LENGTH = 512;

/**
 * The cache key of a page address, or null when it is not cached: a long address, or a query with
 * parameters no page reads (`/?x=<random>` must not fill the cache with copies of the home page).
 * The address is kept as it came: the page rendered from it may show it (sign-in return links).
 */
export function pageCacheKey(url: string): string | null {
  if (url.length > MAX_KEY_LENGTH) return null;
  const query = url.indexOf('?');
  if (query === -1) return url;
  for (const name of new URLSearchParams(url.slice(query + 1)).keys())
    if (!PAGE_PARAMS.has(name)) return null;
  return url;
}

export interface PageCache {
  /** The cached page for `key`, else `render`'s (kept when shared); one render per key at a time. */
  page(key: string, render: () => Promise<SentPage>): Promise<SentPage>;
}

/** The page with every coding made now, and their size. */
async function storable(page: SentPage): Promise<Stored> {
  const bodies = await Promise.all(ENCODINGS.map((encoding) => page.body(encoding)));
  return { page, bytes: bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0) };
}

/** The version, with one read in flight at a time: requests arriving together share it. */
function versionReader(source: PagesVersionSource): () => Promise<string> {
  let reading: Promise<string> | undefined;
  return () => {
    reading ??= source.current().finally(() => {
      reading = undefined;
    });
    return reading;
  };
}

export function pageCache(
  versions: PagesVersionSource,
  options: PageCacheOptions = PAGE_CACHE_DEFAULTS,
): PageCache {
  const pages = new LRUCache<string, Stored>({
    maxSize: options.maxBytes,
    sizeCalculation: (stored) => Math.max(1, stored.bytes),
    ttl: options.ttlMs,
  });
  const rendering = new Map<string, Promise<SentPage>>();
  const version = versionReader(versions);
  const renderOnce = (key: string, render: () => Promise<SentPage>): Promise<SentPage> => {
    const pending = rendering.get(key);
    if (pending) return pending;
    const rendered = render()
      .then(async (page) => {
        if (page.shared) pages.set(key, await storable(page));
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, rendered);
    return rendered;
  };
  return {
    async page(key, render) {
      // Without the version nothing cached can be trusted, nor kept: the page is made afresh.
      const current = await version().catch(() => null);
      if (current === null) return render();
      const versioned = `${current} ${key}`;
      const cached = pages.get(versioned);
      return cached ? cached.page : renderOnce(versioned, render);
    },
  };
}
