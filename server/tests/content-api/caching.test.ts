import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aContentShop } from './content.mother.ts';

const CONTENT_URLS = [
  '/api/v1/products',
  '/api/v1/products/cordless-drill',
  '/api/v1/categories',
  '/api/v1/menus/main-navigation-menu',
  '/api/v1/singles/site-footer',
  '/api/v1/pages/__home__',
  '/api/v1/blog/posts',
  '/api/v1/blog/categories/news',
  '/api/v1/case-studies',
  '/settings/enabled-countries',
  '/settings/enabled-gateways',
];

describe('content responses are cacheable, errors are not', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await startTestApp();
    await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  it.each(CONTENT_URLS)('%s carries a strong ETag and a short public lifetime', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers['x-robots-tag']).toBe('none');
    // Same content, same tag.
    expect((await get(url)).headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match (strong, weak, listed or *)', async () => {
    const first = await get('/api/v1/menus/footer-menu');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/api/v1/menus/footer-menu', { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    }
    const changed = await get('/api/v1/menus/footer-menu', { 'if-none-match': '"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('gives different content a different tag', async () => {
    const a = await get('/api/v1/products?perPage=1');
    const b = await get('/api/v1/products?perPage=2');
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it.each([
    ['/api/v1/products/nothing', 404],
    ['/api/v1/products?sort=bad', 400],
    ['/api/v1/menus/nope', 404],
    ['/settings/enabled-states?country=x', 400],
  ])('%s (an error) is never cached', async (url, status) => {
    const res = await get(url, { 'if-none-match': '*' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
