// The storefront's own server render (src/ui/server/render-page.tsx) over this back-end, in process:
// each request builds its own container, services and style cache, so pages rendered at the same
// time never show each other's data; what a page shows is what it read, and it reads as a guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../src/adapters/http/storefront/inject.fetch.ts';
import type { PageRenderModule } from '../../src/adapters/http/storefront/page-renderer.ts';
import { aContentShop } from '../content-api/content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Imported as the server imports the built module: through the interface it declares for it.
const RENDER_MODULE = new URL('../../../src/ui/server/render-page.tsx', import.meta.url).href;

describe('rendering storefront pages on the server', () => {
  let t: TestApp;
  let renderPage: PageRenderModule['renderPage'];
  let readPageData: PageRenderModule['readPageData'];
  const render = (url: string) =>
    renderPage({
      url,
      apiBaseUrl: 'http://storefront.render',
      fetch: injectFetch(t.app, 'http://storefront.render'),
      shopName: 'Test Shop',
      publicUrl: 'https://shop.example',
    });

  beforeAll(async () => {
    ({ renderPage, readPageData } = (await import(RENDER_MODULE)) as PageRenderModule);
    t = await startTestApp();
    await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  it('renders two pages at once, each with its own data only', async () => {
    const [drill, wrench] = await Promise.all([
      render('/products/cordless-drill'),
      render('/products/impact-wrench'),
    ]);
    expect(drill.html).toContain('Cordless Drill');
    expect(drill.html).not.toContain('Impact Wrench');
    expect(wrench.html).toContain('Impact Wrench');
    expect(wrench.html).not.toContain('Cordless Drill');
    expect(Object.keys(drill.answers)).toContain('api/v1/products/cordless-drill');
    expect(Object.keys(drill.answers)).not.toContain('api/v1/products/impact-wrench');
    expect(Object.keys(wrench.answers)).not.toContain('api/v1/products/cordless-drill');
  });

  it('carries every answer the render read, exactly as the API gives it', async () => {
    const page = await render('/products/cordless-drill');
    for (const [url, answer] of Object.entries(page.answers)) {
      const direct = await t.app.inject({ method: 'GET', url: `/${url}` });
      expect(answer, url).toEqual(direct.json());
    }
    expect(Object.keys(page.answers)).toEqual(
      expect.arrayContaining([
        'api/v1/menus/main-navigation-menu',
        'api/v1/singles/sticky-bar-cta',
      ]),
    );
  });

  it("reads a browsing page's data as its render does, without what the browser has", async () => {
    const data = (skip: readonly string[]) =>
      readPageData({
        url: '/products/cordless-drill',
        skip,
        apiBaseUrl: 'http://storefront.render',
        fetch: injectFetch(t.app, 'http://storefront.render'),
      });
    const rendered = await render('/products/cordless-drill');
    const whole = await data([]);
    expect(whole).toEqual({ answers: rendered.answers, complete: true });
    const withoutLayout = await data(['layout']);
    expect(Object.keys(withoutLayout?.answers ?? {})).toEqual(['api/v1/products/cordless-drill']);
  });

  it("has no page data for a shopper's own page", async () => {
    for (const url of ['/cart', '/checkout', '/my-account', '/login'])
      expect(
        await readPageData({
          url,
          skip: [],
          apiBaseUrl: 'http://storefront.render',
          fetch: injectFetch(t.app, 'http://storefront.render'),
        }),
        url,
      ).toBeNull();
  });

  it("renders the page's styles for the head, and markup with no inline script", async () => {
    const page = await render('/products/cordless-drill');
    expect(page.styles).toMatch(/^<style data-emotion="css[ -]/);
    expect(page.html).not.toMatch(/<script\b/i);
    expect(page.html).toContain('<h1');
  });

  it("leaves a shopper's own pages (cart, checkout, account) to the browser", async () => {
    for (const url of ['/cart', '/checkout', '/my-account', '/login']) {
      const page = await render(url);
      expect(page.html, url).toBeNull();
      expect(Object.keys(page.answers), url).toContain('api/v1/menus/main-navigation-menu');
    }
  });

  it('reads nothing outside the API an address names, even with dot segments in it', async () => {
    for (const url of [
      '/products/%2E%2E/%2E%2E/%2E%2E/healthz',
      '/products/..%2F..%2F..%2Fhealthz',
      '/blog/..',
      '/case-studies/%2E%2E',
    ]) {
      const page = await render(url);
      const reads = Object.keys(page.answers);
      expect(
        reads.filter((read) => !read.startsWith('api/v1/')),
        url,
      ).toEqual([]);
      expect(JSON.stringify(page.answers), url).not.toContain('"status":"ok"');
    }
  });

  it('renders hostile addresses as a page that reads only the API (bad escapes, control characters, length)', async () => {
    for (const url of [
      '/products/%E0%A4%A',
      '/products/%',
      '/blog/%00%1F',
      `/${'a/'.repeat(2000)}`,
      '/search?q=%F0%28%8C%28',
      `/products?page=99999999999&category=${'x'.repeat(5000)}`,
    ]) {
      const page = await render(url);
      expect(
        Object.keys(page.answers).filter((read) => !read.startsWith('api/v1/')),
        url,
      ).toEqual([]);
    }
  });

  it("writes the page's head from the screen's own head component, and its main picture's preload", async () => {
    const page = await render('/products/cordless-drill');
    const tags = page.head?.tags.join('\n') ?? '';
    expect(page.head?.status).toBe(200);
    expect(tags).toContain('<title>Cordless drill | Test Shop</title>');
    expect(tags).toContain(
      '<link rel="canonical" href="https://shop.example/products/cordless-drill">',
    );
    expect(tags).toContain('<meta property="og:type" content="product">');
    const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: 'Cordless Drill',
    });
    // The preload names exactly the candidates and sizes of the <img> the page shows first.
    const preload = page.head?.early[0] ?? '';
    const img = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(page.html ?? '')?.[0] ?? '';
    const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    expect(attr(preload, 'imagesrcset')).toBeDefined();
    expect(attr(preload, 'imagesrcset')).toBe(attr(img, 'srcSet'));
    expect(attr(preload, 'imagesizes')).toBe(attr(img, 'sizes'));
  });

  it('answers 404 for what the page itself finds missing, and keeps it out of search', async () => {
    for (const url of ['/no-such-page', '/products/no-such-product', '/blog/no-such-post']) {
      const page = await render(url);
      expect(page.head?.status, url).toBe(404);
      expect(page.head?.tags, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("gives a shopper's own pages a private head without deciding where a guest goes", async () => {
    for (const url of ['/my-account', '/my-account/orders/abc']) {
      const page = await render(url);
      expect(page.head?.tags, url).toEqual([
        '<title>Test Shop</title>',
        '<meta name="robots" content="noindex">',
      ]);
    }
    expect((await render('/login')).head?.tags).toContain('<title>Sign in | Test Shop</title>');
  });
});
