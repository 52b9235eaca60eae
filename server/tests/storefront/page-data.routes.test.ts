// The page payload (GET /api/v1/page-data): a browsing page's data in one answer, read by the build's
// own loads (here a stand-in module that reads a product through the fetch it is given and counts its
// reads), cached like the page, refused for hostile input before anything is read, and 404 where the
// server renders no pages, so that the browser stops asking.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitedRenders } from '../../src/adapters/http/storefront/render-limits.ts';
import { SHARED_PAGE_CACHE } from '../../src/adapters/http/storefront/storefront.routes.ts';
import { aShopServingStandIn } from '../support/storefront-build.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';

interface ReadLog {
  reads: { url: string; skip: string[] }[];
  gate?: Promise<void>;
}
const log = (): ReadLog => (globalThis as unknown as { pageDataTest: ReadLog }).pageDataTest;
const freshLog = () => {
  (globalThis as unknown as { pageDataTest: ReadLog }).pageDataTest = { reads: [] };
};

/** '/cart' is a shopper's own page (no page data), '/boom' breaks, '/flaky' reads badly. */
const STAND_IN = `
export async function renderPage() {
  throw new Error('pages are not rendered in this test');
}
export async function readPageData({ url, skip, apiBaseUrl, fetch }) {
  const log = globalThis.pageDataTest;
  log.reads.push({ url, skip: [...skip] });
  if (log.gate) await log.gate;
  if (url === '/cart') return null;
  if (url === '/boom') throw new Error('the read broke');
  const json = { headers: { Accept: 'application/json' } };
  const session = await (await fetch(apiBaseUrl + '/actions/users/session-info', json)).json();
  const product = await (await fetch(apiBaseUrl + '/api/v1/products/cordless-drill')).json();
  return {
    answers: { 'api/v1/products/cordless-drill': product, 'session-seen': session.isGuest === false ? session.email : 'guest' },
    complete: url !== '/flaky',
  };
}
`;

const ask = (path: string, skip: readonly string[] = []) => {
  const query = new URLSearchParams({ path });
  for (const key of skip) query.append('skip', key);
  return `/api/v1/page-data?${query.toString()}`;
};

describe('the page payload', () => {
  let shop: Awaited<ReturnType<typeof aShopServingStandIn>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.t.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...headers } });

  beforeAll(async () => {
    shop = await aShopServingStandIn(STAND_IN);
  });
  beforeEach(freshLog);
  afterAll(() => shop.close());

  it("answers a page's reads as JSON keyed by URL, read as a guest, for a CDN to keep", async () => {
    const res = await get(ask('/products/cordless-drill', ['layout']));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(res.headers['x-robots-tag']).toBe('none');
    const direct = await get('/api/v1/products/cordless-drill');
    expect(res.json()).toEqual({
      'api/v1/products/cordless-drill': direct.json(),
      'session-seen': 'guest',
    });
    expect(log().reads).toEqual([{ url: '/products/cordless-drill', skip: ['layout'] }]);
  });

  it('reads once for the same page and the same loads left out, compressed as asked', async () => {
    const first = await get(ask('/products?page=2', ['layout', 'categories']));
    const second = await get(ask('/products?page=2', ['categories', 'layout']), {
      'accept-encoding': 'br',
    });
    await get(ask('/products?page=2', ['layout']));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toBe('accept-encoding');
    expect(first.json()).toEqual(JSON.parse(new TextDecoder().decode(await brotli(second))));
    expect(log().reads.map((read) => read.skip)).toEqual([['categories', 'layout'], ['layout']]);
  });

  it('reads again once a price changes, whoever changed it', async () => {
    const price = (res: { json: () => unknown }) =>
      JSON.stringify(res.json()).match(/"price":"?([0-9.]+)/)?.[1];
    expect(price(await get(ask('/priced')))).toBe('129');
    await shop.t.db.db.execute(sql`UPDATE variants SET price_minor = price_minor + 100`);
    expect(price(await get(ask('/priced')))).toBe('130');
    expect(log().reads).toHaveLength(2);
  });

  it("gives a signed-in shopper the guest's data, with no cookie of theirs", async () => {
    const { customer, v } = await aSignedInCustomer(shop.t.app, shop.t.deps);
    const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await get(ask('/mine'), { cookie });
    expect(res.json()).toMatchObject({ 'session-seen': 'guest' });
    expect(res.body).not.toContain(customer.email);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never keeps data read badly or an address with other parameters', async () => {
    for (const path of ['/flaky', '/?utm_source=mail']) {
      const first = await get(ask(path));
      await get(ask(path));
      expect(first.statusCode, path).toBe(200);
      expect(
        log().reads.filter((read) => read.url === path),
        path,
      ).toHaveLength(2);
    }
    expect((await get(ask('/flaky'))).headers['cache-control']).toBe('no-cache');
  });

  it("refuses a shopper's own page, which the browser reads itself", async () => {
    const res = await get(ask('/cart'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Only a browsing page has page data.' } });
  });

  it('answers 503, kept by no one, when the read fails; and reads again next time', async () => {
    const first = await get(ask('/boom'));
    await get(ask('/boom'));
    expect(first.statusCode).toBe(503);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(log().reads).toHaveLength(2);
  });

  it('refuses hostile input with a 400 and reads nothing', async () => {
    const hostile = [
      '/api/v1/page-data',
      ask(''),
      ask('products'),
      ask('//evil.example/products'),
      ask('https://evil.example/'),
      ask('/\\evil.example'),
      ask(`/${'a'.repeat(600)}`),
      ask('/about\u0000'),
      ask(
        '/about',
        Array.from({ length: 9 }, (_, i) => `key${i}`),
      ),
      ask('/about', ['x'.repeat(600)]),
      '/api/v1/page-data?path=/about&path=/blog',
    ];
    for (const url of hostile) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toEqual(expect.any(String));
    }
    expect(log().reads).toEqual([]);
  });
});

describe('the page payload within the render limits', () => {
  let shop: Awaited<ReturnType<typeof aShopServingStandIn>>;

  beforeAll(async () => {
    shop = await aShopServingStandIn(STAND_IN, {
      renderLimit: limitedRenders({ concurrency: 1, deadlineMs: 300 }),
    });
  });
  beforeEach(freshLog);
  afterAll(() => shop.close());

  it('answers 503 beyond the reads allowed at once, and past the deadline', async () => {
    let open = () => undefined as void;
    log().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = shop.t.app.inject({ method: 'GET', url: ask('/slow') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await shop.t.app.inject({ method: 'GET', url: ask('/another') });
    expect(busy.statusCode).toBe(503);
    expect((await first).statusCode).toBe(503);
    open();
  });
});

describe('a server that renders no pages', () => {
  it('answers 404, so that the browser stops asking', async () => {
    const shop = await aShopServingStandIn(STAND_IN, { renderSource: null });
    try {
      freshLog();
      const res = await shop.t.app.inject({ method: 'GET', url: ask('/about') });
      expect(res.statusCode).toBe(404);
      expect(log().reads).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

const brotli = async (res: { rawPayload: Buffer }) =>
  (await import('node:zlib')).brotliDecompressSync(res.rawPayload);
