import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singles } from '../../src/adapters/db/schema.ts';
import { STICKY_BAR_CTA } from '../../src/domain/content/singles.ts';
import { aContentShop } from '../content-api/content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const SHELL =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
const EMBEDDED = /<script type="application\/json" id="embedded-answers">([\s\S]*?)<\/script>/;

describe('the page carries the promo bar and main menu answers', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, accept = 'application/json') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });
  const embeddedIn = (html: string): Record<string, unknown> | null => {
    const match = EMBEDDED.exec(html);
    return match?.[1] === undefined ? null : (JSON.parse(match[1]) as Record<string, unknown>);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-dist-'));
    await writeFile(join(dir, 'index.html'), SHELL);
    t = await startTestApp({ staticDir: dir });
    await aContentShop(t.db.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("embeds, on every page, exactly what the header's two API routes answer, keyed by endpoint", async () => {
    const bar = (await get('/api/v1/singles/sticky-bar-cta')).json();
    const menu = (await get('/api/v1/menus/main-navigation-menu')).json();
    expect(bar.isEnabled).toBe(true);
    expect(menu.data.length).toBeGreaterThan(0);
    for (const url of ['/', '/products', '/cart', '/no/such/page']) {
      const page = await get(url, 'text/html');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(embeddedIn(page.body), url).toMatchObject({
        'api/v1/singles/sticky-bar-cta': bar,
        'api/v1/menus/main-navigation-menu': menu,
      });
      // In the head, before the app's script runs.
      expect(page.body.indexOf('id="embedded-answers"')).toBeLessThan(page.body.indexOf('</head>'));
    }
  });

  it("adds the page's own content or product, as the storefront asks for it", async () => {
    const cases: [string, string, string][] = [
      ['/', 'api/v1/pages?uri=', '/api/v1/pages?uri='],
      ['/about-us/team', 'api/v1/pages?uri=about-us%2Fteam', '/api/v1/pages?uri=about-us/team'],
      [
        '/products/cordless-drill',
        'api/v1/products/cordless-drill',
        '/api/v1/products/cordless-drill',
      ],
      ['/products/hex-bolts/m8', 'api/v1/products/hex-bolts/m8', '/api/v1/products/hex-bolts/m8'],
    ];
    for (const [path, key, api] of cases) {
      const answer = await get(api);
      expect(answer.statusCode, api).toBe(200);
      const embedded = embeddedIn((await get(path, 'text/html')).body) ?? {};
      expect(Object.keys(embedded), path).toHaveLength(3);
      expect(embedded[key], path).toEqual(answer.json());
    }
    // Nothing for what does not exist (the app shows its 404) or has nothing embedded.
    for (const path of ['/no/such/page', '/products/old-saw', '/hidden', '/cart']) {
      const embedded = embeddedIn((await get(path, 'text/html')).body) ?? {};
      expect(Object.keys(embedded).sort(), path).toEqual([
        'api/v1/menus/main-navigation-menu',
        'api/v1/singles/sticky-bar-cta',
      ]);
    }
  });

  it('adds the listing and the categories on /products, keyed as the storefront asks for them', async () => {
    const categories = (await get('/api/v1/categories')).json();
    const cases: [string, string][] = [
      ['/products', 'api/v1/products?page=1'],
      ['/products?page=2', 'api/v1/products?page=2'],
      ['/products?page=abc&sort=featured', 'api/v1/products?page=1'],
      [
        '/products?sort=price-asc&category=power-tools',
        'api/v1/products?page=1&category=power-tools&sort=price-asc',
      ],
    ];
    for (const [path, key] of cases) {
      const answer = await get(`/${key}`);
      expect(answer.statusCode, key).toBe(200);
      const embedded = embeddedIn((await get(path, 'text/html')).body) ?? {};
      expect(embedded[key], path).toEqual(answer.json());
      expect(embedded['api/v1/categories'], path).toEqual(categories);
    }
    // An unknown sort is the default one, as in the storefront; a listing the API refuses is left for
    // the app to ask for (and show its message).
    const unknownSort = embeddedIn((await get('/products?sort=cheapest', 'text/html')).body) ?? {};
    expect(unknownSort['api/v1/products?page=1']).toEqual(
      (await get('/api/v1/products?page=1')).json(),
    );
    const refused = embeddedIn((await get('/products?category=no%20such', 'text/html')).body) ?? {};
    expect((await get('/api/v1/products?page=1&category=no+such')).statusCode).toBe(400);
    expect(Object.keys(refused).filter((key) => key.startsWith('api/v1/products'))).toEqual([]);
    expect(refused['api/v1/categories']).toEqual(categories);
  });

  it('escapes content so that it cannot end the script element', async () => {
    await t.db.db
      .update(singles)
      .set({
        data: {
          isEnabled: true,
          stickyBarRichTextContent: '<p>Sale</p></script><script>alert(1)</script>',
          stickyBarRichTextContentSecondary: '',
        },
      })
      .where(eq(singles.handle, STICKY_BAR_CTA));
    const page = await get('/', 'text/html');
    expect(page.body).not.toContain('</script><script>alert(1)');
    const embedded = embeddedIn(page.body);
    expect(embedded?.['api/v1/singles/sticky-bar-cta']).toMatchObject({
      stickyBarRichTextContent: '<p>Sale</p></script><script>alert(1)</script>',
    });
  });

  it('leaves out a promo bar that does not exist; the app then asks for it itself', async () => {
    await t.db.db.delete(singles).where(eq(singles.handle, STICKY_BAR_CTA));
    const embedded = embeddedIn((await get('/', 'text/html')).body);
    expect(embedded).not.toBeNull();
    expect(Object.keys(embedded ?? {})).toEqual([
      'api/v1/menus/main-navigation-menu',
      'api/v1/pages?uri=',
    ]);
  });
});
