import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aContentShop, type ContentShop } from './content.mother.ts';

describe('catalog through the Element API', () => {
  let t: TestApp;
  let shop: ContentShop;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const slugsOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((p: { slug: string }) => p.slug);
  };

  beforeAll(async () => {
    t = await startTestApp();
    shop = await aContentShop(t.db.db);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/products', () => {
    it('lists enabled products in catalog order with the full product shape', async () => {
      const res = await get('/api/v1/products');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
        'cordless-drill',
        'impact-wrench',
        'hex-bolts/m8',
        'custom-gantry',
        'washers',
      ]);
      expect(body.meta.pagination).toEqual({
        total: 5,
        count: 5,
        per_page: 24,
        current_page: 1,
        total_pages: 1,
        links: {},
      });
      const { drill, bolts } = shop.products;
      expect(body.data[0]).toEqual({
        id: drill.id,
        title: 'Cordless Drill',
        slug: 'cordless-drill',
        uri: 'products/cordless-drill',
        price: 129,
        salePrice: null,
        onSale: false,
        defaultVariantId: drill.variants[0]?.id,
        category: { id: shop.categories.powerTools.id, title: 'Power Tools', slug: 'power-tools' },
        callForQuote: false,
        inStock: true,
        images: [
          { url: '/img/products/drill%201.png', alt: 'A cordless drill', width: 800, height: 600 },
          { url: '/img/products/drill-2.png', alt: 'Side view', width: null, height: null },
        ],
        variants: [
          {
            id: drill.variants[0]?.id,
            sku: 'DRILL-BARE',
            title: 'Bare tool',
            price: 129,
            salePrice: null,
            stock: 5,
            options: { kit: 'bare' },
            isDefault: true,
          },
          {
            id: drill.variants[1]?.id,
            sku: 'DRILL-KIT',
            title: 'Kit',
            price: 219,
            salePrice: 199,
            stock: 0,
            options: { kit: 'kit' },
            isDefault: false,
          },
        ],
      });
      const boltsJson = body.data[2];
      expect(boltsJson.defaultVariantId).toBe(bolts.variants[1]?.id);
      expect(boltsJson.price).toBe(17.9);
      expect(boltsJson.variants.map((v: { stock: null }) => v.stock)).toEqual([null, null]);
      expect(boltsJson.inStock).toBe(true);
    });

    it('shows sale prices only when lower than the price', async () => {
      const { data } = (await get('/api/v1/products')).json();
      const bySlug = Object.fromEntries(data.map((p: { slug: string }) => [p.slug, p]));
      expect(bySlug['impact-wrench']).toMatchObject({
        price: 189.5,
        salePrice: 149.5,
        onSale: true,
        inStock: false,
      });
      expect(bySlug.washers).toMatchObject({ price: 10, salePrice: null, onSale: false });
      expect(bySlug.washers.variants[0].salePrice).toBeNull();
      expect(bySlug['custom-gantry']).toMatchObject({ callForQuote: true, price: 5000 });
    });

    it('filters by category, effective price and stock', async () => {
      expect(await slugsOf('/api/v1/products?category=fasteners')).toEqual([
        'hex-bolts/m8',
        'washers',
      ]);
      expect(await slugsOf('/api/v1/products?category=empty')).toEqual([]);
      expect(await slugsOf('/api/v1/products?category=no-such-category')).toEqual([]);
      // The wrench costs 189.50 but is on sale for 149.50: the effective price counts.
      expect(await slugsOf('/api/v1/products?minPrice=100&maxPrice=150')).toEqual([
        'cordless-drill',
        'impact-wrench',
      ]);
      expect(await slugsOf('/api/v1/products?maxPrice=149.49')).toEqual([
        'cordless-drill',
        'hex-bolts/m8',
        'washers',
      ]);
      expect(await slugsOf('/api/v1/products?minPrice=17.90&maxPrice=17.9')).toEqual([
        'hex-bolts/m8',
      ]);
      // Untracked stock (bolts, gantry) counts as in stock; the wrench has none left.
      expect(await slugsOf('/api/v1/products?inStock=1')).toEqual([
        'cordless-drill',
        'hex-bolts/m8',
        'custom-gantry',
        'washers',
      ]);
      expect(
        await slugsOf('/api/v1/products?inStock=1&category=power-tools&maxPrice=1000'),
      ).toEqual(['cordless-drill']);
    });

    it('sorts by price, title and date, always with a stable order', async () => {
      expect(await slugsOf('/api/v1/products?sort=price-asc')).toEqual([
        'washers',
        'hex-bolts/m8',
        'cordless-drill',
        'impact-wrench',
        'custom-gantry',
      ]);
      expect(await slugsOf('/api/v1/products?sort=price-desc')).toEqual([
        'custom-gantry',
        'impact-wrench',
        'cordless-drill',
        'hex-bolts/m8',
        'washers',
      ]);
      // Case-insensitive: "hex bolts" sits between "Custom" and "Impact".
      expect(await slugsOf('/api/v1/products?sort=title')).toEqual([
        'cordless-drill',
        'custom-gantry',
        'hex-bolts/m8',
        'impact-wrench',
        'washers',
      ]);
      expect(await slugsOf('/api/v1/products?sort=newest')).toEqual([
        'washers',
        'custom-gantry',
        'impact-wrench',
        'hex-bolts/m8',
        'cordless-drill',
      ]);
      expect(await slugsOf('/api/v1/products?sort=featured')).toEqual(
        await slugsOf('/api/v1/products'),
      );
    });

    it('pages with perPage and keeps the filters in the page links', async () => {
      const res = await get('/api/v1/products?perPage=2&page=2&sort=price-asc&inStock=1');
      const body = res.json();
      expect(body.data.map((p: { slug: string }) => p.slug)).toEqual([
        'cordless-drill',
        'custom-gantry',
      ]);
      expect(body.meta.pagination).toEqual({
        total: 4,
        count: 2,
        per_page: 2,
        current_page: 2,
        total_pages: 2,
        links: {
          previous: 'http://shop.test/api/v1/products?perPage=2&inStock=1&sort=price-asc&page=1',
        },
      });
      const first = (await get('/api/v1/products?perPage=2')).json();
      expect(first.meta.pagination.links).toEqual({
        next: 'http://shop.test/api/v1/products?perPage=2&page=2',
      });
    });

    it.each([
      ['perPage=0', 'Invalid perPage “0”: use a whole number from 1 to 100.'],
      ['perPage=101', 'Invalid perPage “101”'],
      ['perPage=ten', 'Invalid perPage “ten”'],
      ['page=0', 'Invalid page “0”'],
      ['minPrice=-5', 'Invalid minPrice “-5”: use an amount such as 25 or 25.50.'],
      ['maxPrice=1e3', 'Invalid maxPrice “1e3”'],
      ['maxPrice=10.999', 'Invalid maxPrice “10.999”'],
      ['minPrice=50&maxPrice=10', 'minPrice (50) is above maxPrice (10).'],
      ['inStock=yes', 'Invalid inStock “yes”: use 1 (only products in stock) or 0.'],
      [
        'sort=cheapest',
        'Invalid sort “cheapest”: use one of featured, price-asc, price-desc, title, newest.',
      ],
      ['category=Power%20Tools', 'Invalid category “Power Tools”'],
      ['sort=title&sort=newest', 'Give the sort parameter once.'],
    ])('refuses %s with a clear Element API error', async (query, message) => {
      const res = await get(`/api/v1/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        error: { code: 400, message: expect.stringContaining(message) },
      });
    });

    it('reports every bad parameter at once', async () => {
      const res = await get('/api/v1/products?perPage=0&sort=nope');
      expect(res.json().error.message).toBe(
        'Invalid perPage “0”: use a whole number from 1 to 100. Invalid sort “nope”: use one of featured, price-asc, price-desc, title, newest.',
      );
    });
  });

  describe('GET /api/v1/products/<slug>', () => {
    it('answers the product at the top level with description, SEO and all variants', async () => {
      const res = await get('/api/v1/products/cordless-drill');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const listed = (await get('/api/v1/products')).json().data[0];
      expect(body).toEqual({
        ...listed,
        description: '<p>Strong and <strong>light</strong>.</p>',
        seo: { title: 'Cordless drill | Test Shop', description: 'An 18 V drill.' },
      });
    });

    it('finds slugs of several segments; the SEO title falls back to the title', async () => {
      const body = (await get('/api/v1/products/hex-bolts/m8')).json();
      expect(body).toMatchObject({
        slug: 'hex-bolts/m8',
        seo: { title: 'hex bolts M8', description: null },
      });
    });

    it.each(['old-saw', 'nothing', 'hex-bolts', 'cordless-drill/extra'])(
      'answers 404 for %s (unknown or disabled)',
      async (slug) => {
        const res = await get(`/api/v1/products/${slug}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: { code: 404, message: 'No element exists that matches the endpoint criteria' },
        });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
      },
    );
  });

  describe('GET /api/v1/variants/:id', () => {
    it('answers the variant with its product', async () => {
      const kit = shop.products.drill.variants[1];
      const res = await get(`/api/v1/variants/${kit?.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: kit?.id,
        sku: 'DRILL-KIT',
        title: 'Kit',
        price: 219,
        salePrice: 199,
        stock: 0,
        options: { kit: 'kit' },
        isDefault: false,
        product: {
          id: shop.products.drill.id,
          title: 'Cordless Drill',
          slug: 'cordless-drill',
          uri: 'products/cordless-drill',
        },
      });
    });

    it('answers 404 for a variant of a disabled product or no variant, 400 for a bad id', async () => {
      expect(
        (await get(`/api/v1/variants/${shop.products.disabled.variants[0]?.id}`)).statusCode,
      ).toBe(404);
      expect((await get('/api/v1/variants/999999')).statusCode).toBe(404);
      for (const id of ['abc', '0', '99999999999']) {
        const res = await get(`/api/v1/variants/${id}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(`Invalid variant id “${id}”`);
      }
    });
  });

  describe('GET /api/v1/categories', () => {
    it('lists categories in order with their count of enabled products', async () => {
      const res = await get('/api/v1/categories');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          {
            id: shop.categories.powerTools.id,
            title: 'Power Tools',
            slug: 'power-tools',
            description: '<p>Tools</p>',
            image: {
              url: '/img/products/drill%201.png',
              alt: 'A cordless drill',
              width: 800,
              height: 600,
            },
            productCount: 3,
          },
          expect.objectContaining({ slug: 'fasteners', productCount: 2, image: null }),
          expect.objectContaining({ slug: 'empty', productCount: 0 }),
        ],
      });
    });

    it('answers one category by slug, 404 for an unknown one', async () => {
      expect((await get('/api/v1/categories/fasteners')).json()).toMatchObject({
        id: shop.categories.fasteners.id,
        slug: 'fasteners',
        productCount: 2,
      });
      expect((await get('/api/v1/categories/nope')).statusCode).toBe(404);
    });
  });
});
