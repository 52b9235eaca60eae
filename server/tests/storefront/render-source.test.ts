// The server's render pointed at another back-end (a Craft install on its own origin): it reads that
// back-end over HTTP, with the same adapters as the browser, and the page carries that back-end's
// answers; or, switched off, the page goes out as the shell. The "other back-end" here is a second
// server of ours listening on a port, holding content the rendering server does not have.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageRenderModule } from '../../src/adapters/http/storefront/page-renderer.ts';
import { remoteFetch } from '../../src/adapters/http/storefront/remote.fetch.ts';
import { renderSourceFor } from '../../src/adapters/http/storefront/render-source.ts';
import { aContentShop } from '../content-api/content.mother.ts';
import { aStandInBuild } from '../support/storefront-build.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const EMBEDDED = /<script type="application\/json" id="embedded-answers">([\s\S]*?)<\/script>/;
const RENDER_MODULE = new URL('../../../src/ui/server/render-page.tsx', import.meta.url).href;

/** Reads the promo bar through the fetch it is given and shows its text. */
const STAND_IN = `
export async function renderPage({ url, apiBaseUrl, fetch }) {
  globalThis.renderSourceTest.push(url);
  const response = await fetch(apiBaseUrl + '/api/v1/singles/sticky-bar-cta');
  const bar = await response.json();
  return {
    html: '<p>' + response.status + ' ' + JSON.stringify(bar).slice(0, 400) + '</p>',
    styles: '',
    answers: response.ok ? { 'api/v1/singles/sticky-bar-cta': bar } : {},
    head: { status: 200, early: [], tags: ['<title>Page | Shop</title>'], describes: false },
    complete: response.ok,
  };
}
`;

const renders = () => (globalThis as unknown as { renderSourceTest: string[] }).renderSourceTest;

describe('rendering against another back-end', () => {
  let backEnd: TestApp;
  let origin: string;
  let build: Awaited<ReturnType<typeof aStandInBuild>>;
  const apps: TestApp[] = [];
  const storefrontServer = async (setting: Parameters<typeof renderSourceFor>[0]) => {
    const t = await startTestApp({
      staticDir: build.dir,
      overrides: { renderSource: renderSourceFor(setting) },
    });
    apps.push(t);
    return {
      page: (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }),
      own: async (url: string) => (await t.app.inject({ method: 'GET', url })).json() as unknown,
    };
  };

  beforeAll(async () => {
    build = await aStandInBuild(STAND_IN);
    backEnd = await startTestApp();
    await aContentShop(backEnd.db.db);
    await backEnd.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(backEnd.app.server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    (globalThis as unknown as { renderSourceTest: string[] }).renderSourceTest = [];
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await backEnd.close();
    await build.remove();
  });

  it("reads the other back-end over HTTP, and the page carries that back-end's answers", async () => {
    const { page } = await storefrontServer({ kind: 'remote', apiBaseUrl: origin });
    const res = await page('/');
    const theirs = (await fetch(`${origin}/api/v1/singles/sticky-bar-cta`)).json();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>200 ');
    expect(JSON.parse(EMBEDDED.exec(res.body)?.[1] ?? 'null')).toEqual({
      'api/v1/singles/sticky-bar-cta': await theirs,
    });
  });

  it('answers 503, not a 404 of its own, when the other back-end cannot be read', async () => {
    const { page } = await storefrontServer({
      kind: 'remote',
      apiBaseUrl: 'http://127.0.0.1:9', // nothing listens there
    });
    const res = await page('/about');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('reads its own API in process by default, whose content differs', async () => {
    const { page, own } = await storefrontServer({ kind: 'in-process' });
    const mine = await own('/api/v1/singles/sticky-bar-cta');
    const theirs: unknown = await (await fetch(`${origin}/api/v1/singles/sticky-bar-cta`)).json();
    expect(mine).not.toEqual(theirs);
    const res = await page('/');
    expect(JSON.parse(EMBEDDED.exec(res.body)?.[1] ?? 'null')).toEqual({
      'api/v1/singles/sticky-bar-cta': mine,
    });
  });

  it('sends the shell, rendering nothing, when switched off', async () => {
    const { page } = await storefrontServer({ kind: 'off' });
    const res = await page('/');
    expect(renders()).toEqual([]);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("renders the storefront's real pages from the other back-end", async () => {
    const { renderPage } = (await import(RENDER_MODULE)) as PageRenderModule;
    const page = await renderPage({
      url: '/products/cordless-drill',
      apiBaseUrl: origin,
      fetch: remoteFetch(origin),
      shopName: 'Test Shop',
      publicUrl: 'https://shop.example',
    });
    expect(page.html).toContain('Cordless Drill');
    expect(Object.keys(page.answers)).toContain('api/v1/products/cordless-drill');
    expect(page.complete).toBe(true);
  });
});

describe('the reads a render makes of another back-end', () => {
  let server: Server;
  let origin: string;
  const seen: { url: string; cookie: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', cookie: request.headers.cookie });
      if (request.url === '/api/moved') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
        return;
      }
      if (request.url === '/api/slow') return; // never answers
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('go only to the endpoint their URL names, only to read, and carry no cookie', async () => {
    const read = remoteFetch(origin);
    const ok = await read(`${origin}/api/x`, { headers: { cookie: 'session=theirs' } });
    expect(ok.status).toBe(200);
    expect(seen.at(-1)).toEqual({ url: '/api/x', cookie: undefined });
    for (const url of [
      `${origin}/api/../healthz`,
      `${origin}/api/%2e%2e/healthz`,
      `${origin}/api\\..\\healthz`,
      'http://elsewhere.example/api/x',
      `${origin}.evil.example/api/x`,
    ])
      expect((await read(url)).status, url).toBe(400);
    expect((await read(`${origin}/api/x`, { method: 'POST' })).status).toBe(405);
  });

  it('do not follow a redirect elsewhere, and give up on a back-end that does not answer', async () => {
    const read = remoteFetch(origin, 200);
    await expect(read(`${origin}/api/moved`)).rejects.toThrow();
    const started = Date.now();
    await expect(read(`${origin}/api/slow`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
