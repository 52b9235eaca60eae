// When the render fails, the server sends the shell with a head of its own from its database. With
// Vendure as the commerce back-end, that database does not hold the products: a product's address
// must not go out as a 404 (crawlers would drop it), but as 503, to be asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CommerceBackend,
  renderSourceFor,
} from '../../src/adapters/http/storefront/render-source.ts';
import { aStandInBuild } from '../support/storefront-build.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A render that always fails: the page goes out as the shell with the server's own head. */
const FAILING_RENDER = `
export async function renderPage() {
  throw new Error('the render failed');
}
`;

describe("the shell's own head when the render fails", () => {
  let build: Awaited<ReturnType<typeof aStandInBuild>>;
  const apps: TestApp[] = [];
  const shop = async (commerce: CommerceBackend) => {
    const t = await startTestApp({
      staticDir: build.dir,
      overrides: { renderSource: renderSourceFor({ kind: 'in-process' }, commerce) },
    });
    apps.push(t);
    return (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  };

  beforeAll(async () => {
    build = await aStandInBuild(FAILING_RENDER);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await build.remove();
  });

  it.each(['/products/only-in-vendure', '/product/only-in-vendure/42', '/products?category=saws'])(
    'answers 503 for %s on Vendure: its products are not in our database',
    async (url) => {
      const page = await shop('vendure');
      const res = await page(url);
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  it("still answers a content page's head, and 404 for a product unknown to our own commerce", async () => {
    const onVendure = await shop('vendure');
    const onCraft = await shop('craft');
    expect((await onVendure('/no-such-page')).statusCode).toBe(404);
    expect((await onCraft('/products/no-such-product')).statusCode).toBe(404);
  });
});
