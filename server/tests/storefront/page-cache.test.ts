// Guest pages are rendered once and sent many times: the second ask is answered from the cache, asks
// arriving together share one render, a change to what pages show (here: a price, written with SQL as
// any process could) makes the next ask render again, and nothing a shopper owns is ever kept. A
// stand-in render module counts its renders; the limits on renders are tested with one that waits.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limitedRenders } from '../../src/adapters/http/storefront/render-limits.ts';
import {
  PRIVATE_PAGE_CACHE,
  SHARED_PAGE_CACHE,
} from '../../src/adapters/http/storefront/storefront.routes.ts';
import { aShopServingStandIn } from '../support/storefront-build.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';

interface RenderLog {
  renders: string[];
  /** while set, renders wait for it */
  gate?: Promise<void>;
}
const log = (): RenderLog => (globalThis as unknown as { pageCacheTest: RenderLog }).pageCacheTest;

/** Reads a product (its price shows on the page); '/cart' is a shopper's own, '/flaky' reads badly. */
const STAND_IN = `
export async function renderPage({ url, apiBaseUrl, fetch }) {
  const log = globalThis.pageCacheTest;
  log.renders.push(url);
  if (log.gate) await log.gate;
  const head = (status) => ({ status, early: [], tags: ['<title>Page | Shop</title>'], describes: false });
  if (url === '/cart') return { html: null, styles: '', answers: {}, head: head(200), complete: true };
  const product = await fetch(apiBaseUrl + '/api/v1/products/cordless-drill');
  const body = await product.json();
  const price = JSON.stringify(body).match(/"price":"?([0-9.]+)/)?.[1] ?? 'none';
  return {
    html: '<p>' + url + ' costs ' + price + ' at render ' + log.renders.length + '</p>',
    styles: '',
    answers: {},
    head: head(url.startsWith('/gone') ? 404 : 200),
    complete: url !== '/flaky',
  };
}
`;

const freshLog = () => {
  (globalThis as unknown as { pageCacheTest: RenderLog }).pageCacheTest = { renders: [] };
};

describe('the cache of rendered pages', () => {
  let shop: Awaited<ReturnType<typeof aShopServingStandIn>>;
  const page = (url: string, headers: Record<string, string> = {}) => shop.page(url, headers);

  beforeAll(async () => {
    shop = await aShopServingStandIn(STAND_IN);
  });
  beforeEach(freshLog);
  afterAll(() => shop.close());

  it('answers the second ask from the cache, compressed as asked, for a CDN to keep', async () => {
    const first = await page('/products?page=1');
    const second = await page('/products?page=1', { 'accept-encoding': 'br' });
    const third = await page('/products?page=1', { 'accept-encoding': 'gzip' });
    expect(log().renders).toEqual(['/products?page=1']);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('at render 1</p>');
    expect(second.headers['content-encoding']).toBe('br');
    expect(third.headers['content-encoding']).toBe('gzip');
    for (const res of [first, second, third])
      expect(res.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
    expect(first.headers.vary).toBe('accept-encoding');
  });

  it('renders once for asks arriving together', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/together')));
    expect(log().renders).toEqual(['/together']);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('renders again once a price changes, whoever changed it', async () => {
    expect((await page('/priced')).body).toContain('costs 129');
    await shop.t.db.db.execute(sql`UPDATE variants SET price_minor = price_minor + 100`);
    const after = await page('/priced');
    expect(log().renders).toEqual(['/priced', '/priced']);
    expect(after.body).toContain('costs 130');
  });

  it("gives a signed-in shopper the guest's page, with no cookie and no token of theirs", async () => {
    await page('/shared-by-all');
    const { customer, v } = await aSignedInCustomer(shop.t.app, shop.t.deps);
    const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await page('/shared-by-all', { cookie });
    expect(log().renders).toEqual(['/shared-by-all']);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain(customer.email);
    expect(res.body).not.toMatch(/csrf/i);
  });

  it("never keeps a shopper's own page, a 404, a page read badly or an address with other parameters", async () => {
    for (const url of ['/cart', '/gone', '/flaky', '/?x=1', '/products?utm_source=mail']) {
      const first = await page(url);
      await page(url);
      expect(
        log().renders.filter((rendered) => rendered === url),
        url,
      ).toHaveLength(2);
      const expected =
        url === '/cart' ? PRIVATE_PAGE_CACHE : url.includes('?') ? SHARED_PAGE_CACHE : 'no-cache';
      // A guest's page at an address with other parameters is still one a CDN may keep.
      expect(first.headers['cache-control'], url).toBe(expected);
    }
  });
});

describe('the limits on renders', () => {
  let shop: Awaited<ReturnType<typeof aShopServingStandIn>>;
  const page = (url: string) => shop.page(url);

  beforeAll(async () => {
    shop = await aShopServingStandIn(STAND_IN, {
      renderLimit: limitedRenders({ concurrency: 1, deadlineMs: 300 }),
    });
  });
  beforeEach(freshLog);
  afterAll(() => shop.close());

  it('sends the shell, not kept, beyond the renders allowed at once', async () => {
    let open = () => undefined as void;
    log().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = page('/slow-one');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await page('/another');
    expect(log().renders).toEqual(['/slow-one']);
    expect(second.body).toContain('<div id="root"></div>');
    expect(second.headers['cache-control']).toBe('no-cache');
    open();
    expect((await first).body).toContain('<p>/slow-one');
  });

  it('sends the shell when a render overruns its deadline, and renders again next time', async () => {
    let open = () => undefined as void;
    log().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const started = Date.now();
    const late = await page('/stuck');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(late.body).toContain('<div id="root"></div>');
    open();
    log().gate = undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await page('/stuck')).body).toContain('<p>/stuck');
  });
});
