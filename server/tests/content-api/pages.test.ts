import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aContentShop, type ContentShop } from './content.mother.ts';

describe('GET /api/v1/pages', () => {
  let t: TestApp;
  let shop: ContentShop;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  it('answers the home page with its product grids resolved to cards', async () => {
    const res = await get('/api/v1/pages?uri=');
    expect(res.statusCode).toBe(200);
    const { drill, bolts, wrench } = shop.products;
    expect(res.json()).toEqual({
      id: shop.pages.home?.id,
      title: 'Home',
      uri: '',
      seo: { title: 'Home', description: 'Workshop equipment' },
      blocks: [
        {
          type: 'hero',
          heading: 'Welcome',
          image: { path: 'banners/hero.png', alt: 'Hero', url: '/img/banners/hero.png' },
        },
        {
          type: 'productGrid',
          heading: 'Picked',
          productSlugs: ['hex-bolts/m8', 'missing', 'cordless-drill', 'old-saw'],
          // In the order given; missing and disabled products are skipped.
          products: [
            {
              id: bolts.id,
              title: 'hex bolts M8',
              slug: 'hex-bolts/m8',
              uri: 'products/hex-bolts/m8',
              price: 17.9,
              salePrice: null,
              onSale: false,
              callForQuote: false,
              inStock: true,
              defaultVariantId: bolts.variants[1]?.id,
              image: { url: '/img/products/bolts.png', alt: 'Bolts', width: null, height: null },
            },
            expect.objectContaining({
              id: drill.id,
              image: {
                url: '/img/products/drill%201.png',
                alt: 'A cordless drill',
                width: 800,
                height: 600,
              },
            }),
          ],
        },
        {
          type: 'productGrid',
          heading: 'Power tools',
          categorySlug: 'power-tools',
          limit: 2,
          products: [
            expect.objectContaining({ id: drill.id }),
            expect.objectContaining({ id: wrench.id, salePrice: 149.5, onSale: true, image: null }),
          ],
        },
        { type: 'richText', html: '<p>Hi</p>' },
      ],
    });
  });

  it('names the home page as /api/v1/pages/__home__ too', async () => {
    const alias = await get('/api/v1/pages/__home__');
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe((await get('/api/v1/pages?uri=')).body);
  });

  it('answers a page of several segments by path or by ?uri=, slashes trimmed', async () => {
    const byPath = await get('/api/v1/pages/about-us/team');
    expect(byPath.statusCode).toBe(200);
    expect(byPath.json()).toEqual({
      id: shop.pages.team?.id,
      title: 'Our team',
      uri: 'about-us/team',
      blocks: [{ type: 'richText', html: '<p>Team</p>' }],
      seo: { title: 'The team', description: null },
    });
    expect((await get('/api/v1/pages?uri=/about-us/team/')).body).toBe(byPath.body);
  });

  it('answers 404 for unknown and disabled pages', async () => {
    for (const url of ['/api/v1/pages/hidden', '/api/v1/pages/nope', '/api/v1/pages?uri=nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 404, message: 'No element exists that matches the endpoint criteria' },
      });
    }
  });

  it('asks for the uri when none is given', async () => {
    const res = await get('/api/v1/pages');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Name the page: ?uri=about-us (an empty uri is the home page).',
    );
  });
});
