// The server's half of the storefront (dist/ssr/render-page.js) as the back-end uses it: the page's
// markup in the root, its styles in the head, what it read carried in the page, the shopper's own
// cookies never reaching it, and the plain shell when it fails. A stand-in module plays the render
// here (the real one is tested in tests/ssr and the browser tests); it reads through the fetch it is
// given, which the back-end answers from its own routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../src/adapters/http/storefront/inject.fetch.ts';
import { aShopServingStandIn } from '../support/storefront-build.ts';
import type { TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';

const EMBEDDED = /<script type="application\/json" id="embedded-answers">([\s\S]*?)<\/script>/;

/** Reads the session and the promo bar through the given fetch, as the real render reads its data. */
const STAND_IN = `
export async function renderPage({ url, apiBaseUrl, fetch }) {
  if (url === '/boom') throw new Error('the render broke');
  const read = async (path) => {
    const response = await fetch(apiBaseUrl + '/' + path, { headers: { Accept: 'application/json' } });
    return { status: response.status, body: await response.json() };
  };
  const [session, bar] = await Promise.all([read('actions/users/session-info'), read('api/v1/singles/sticky-bar-cta')]);
  const answers = { 'api/v1/singles/sticky-bar-cta': bar.body };
  if (url === '/cart') return { html: null, styles: '', answers, head: null };
  if (url === '/described' || url === '/missing')
    return {
      html: '<p>described</p>',
      styles: '',
      answers,
      head: {
        status: url === '/missing' ? 404 : 200,
        early: ['<link rel="preload" as="image" href="/img/lead.png">'],
        tags: ['<title>Described | Shop</title>', '<meta name="description" content="From the render.">'],
        describes: true,
      },
    };
  const who = session.body.isGuest === false ? session.body.email : 'guest';
  return {
    html: '<p>rendered ' + url + ' for ' + who + '</p>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    answers,
    head: null,
  };
}
`;

describe('pages rendered on the server', () => {
  let shop: Awaited<ReturnType<typeof aShopServingStandIn>>;
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) => shop.page(url, headers);

  beforeAll(async () => {
    shop = await aShopServingStandIn(STAND_IN);
    t = shop.t;
  });
  afterAll(() => shop.close());

  it('puts the markup in the root, its styles in the head and what it read in the page', async () => {
    const bar = (
      await t.app.inject({ method: 'GET', url: '/api/v1/singles/sticky-bar-cta' })
    ).json();
    const res = await page('/products?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>rendered /products?page=2 for guest</p></div>');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>');
    const embedded = JSON.parse(EMBEDDED.exec(head)?.[1] ?? 'null') as unknown;
    expect(embedded).toEqual({ 'api/v1/singles/sticky-bar-cta': bar });
  });

  it('renders as a guest even for a signed-in shopper: their cookies never reach the render', async () => {
    const { customer, v } = await aSignedInCustomer(t.app, t.deps);
    const session = await v.get('/actions/users/session-info');
    expect(session.json()).toMatchObject({ isGuest: false, email: customer.email });
    const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await page('/', { cookie });
    expect(res.body).toContain('<p>rendered / for guest</p>');
    expect(res.body).not.toContain(customer.email);
  });

  it("leaves a shopper's own pages to the browser, with the layout's answers", async () => {
    const res = await page('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toMatch(EMBEDDED);
  });

  it("writes the head and status the render gives: the screen's own head, nothing of the server's", async () => {
    const res = await page('/described');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Described | Shop</title>');
    expect(head).toContain('<meta name="description" content="From the render.">');
    expect(head).not.toContain('og:site_name');
    const missing = await page('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<p>described</p>');
  });

  it("puts the render's main picture preload before the shell's scripts", async () => {
    const res = await page('/described');
    const preload = res.body.indexOf('<link rel="preload" as="image" href="/img/lead.png">');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(res.body.indexOf('<script type="module"'));
  });

  it('sends the plain shell when the render fails, and logs why', async () => {
    const res = await page('/boom');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toMatch(EMBEDDED);
    expect(res.statusCode).toBe(404);
  });

  it('never serves the render module itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ssr/render-page.js' });
    expect(res.body).not.toContain('export async function renderPage');
  });

  it('gives the render reads only, each of the endpoint its URL names', async () => {
    const read = injectFetch(t.app, 'http://render');
    expect((await read('http://render/healthz')).status).toBe(200);
    for (const url of [
      'http://render/api/v1/products/../../../healthz',
      'http://render/api/v1/products/%2e%2E/%2E./.%2e/healthz',
      'http://render/api/v1/products/./x',
      'http://render/api/v1/products\\..\\..\\..\\healthz',
      'http://elsewhere/healthz',
    ])
      expect((await read(url)).status, url).toBe(400);
    const write = await read('http://render/actions/users/login', { method: 'POST', body: '{}' });
    expect(write.status).toBe(405);
  });
});
