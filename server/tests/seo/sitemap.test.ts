import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aBlogCategory,
  aBlogPost,
  aCaseStudy,
  aCategory,
  aPage,
  aProduct,
} from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://shop.example' });
    const db = t.db.db;
    await aProduct(db, { title: 'Sitemap Drill', slug: 'tools/sitemap-drill' });
    await aProduct(db, { title: 'Hidden Drill', slug: 'hidden-sitemap-drill', enabled: false });
    await aCategory(db, { slug: 'sitemap-tools & more' });
    await aPage(db, { uri: 'about/sitemap-story' });
    const category = await aBlogCategory(db, { slug: 'sitemap-news' });
    await aBlogPost(db, { slug: 'sitemap-post', categoryId: category.id });
    await aCaseStudy(db, { slug: 'sitemap-study' });
  });
  afterAll(() => t.close());

  it('lists every kind of indexable content with absolute URLs and last changes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const url of [
      'https://shop.example/',
      'https://shop.example/products',
      'https://shop.example/products/tools/sitemap-drill',
      'https://shop.example/products?category=sitemap-tools%20%26%20more',
      'https://shop.example/about/sitemap-story',
      'https://shop.example/blog/sitemap-post',
      'https://shop.example/blog/category/sitemap-news',
      'https://shop.example/case-studies/sitemap-study',
    ])
      expect(locs).toContain(url);
    expect(locs.some((loc) => loc?.includes('hidden-sitemap-drill'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/blog\/sitemap-post<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
    expect(xml).toMatch(
      /<loc>https:\/\/shop\.example\/blog\/category\/sitemap-news<\/loc><lastmod>/,
    );
  });

  it('keeps the sitemap for a few minutes instead of querying for every crawler', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    await aProduct(t.db.db, { slug: 'sitemap-later' });
    const second = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(second.body).toBe(first.body);
  });

  it('serves robots.txt: crawl the shop, not the private screens or the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /my-account',
        'Disallow: /checkout',
        'Disallow: /api/',
        'Disallow: /actions/',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap.xml with Vendure as the commerce back-end', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      publicUrl: 'https://shop.example',
      overrides: {
        commerce: {
          kind: 'vendure',
          shopApiUrl: new URL('http://127.0.0.1:9/shop-api'),
          sessionCookie: 'vendure-shop-session',
        },
      },
    });
    await aProduct(t.db.db, { title: 'Our Drill', slug: 'our-drill' });
    await aCategory(t.db.db, { slug: 'our-tools' });
    await aPage(t.db.db, { uri: 'about/vendure-story' });
  });
  afterAll(() => t.close());

  it("lists our content, and none of our database's products or listings", async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://shop.example/about/vendure-story');
    expect(locs.filter((loc) => loc?.startsWith('https://shop.example/product'))).toEqual([]);
  });
});
