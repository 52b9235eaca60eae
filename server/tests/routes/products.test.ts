import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/adapters/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/v1/products (Element API collection)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded products with their variants and pagination meta', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The demo shop has more products than fit one page.
    const total: number = body.meta.pagination.total;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(body.data).toHaveLength(24);
    expect(body.meta.pagination).toEqual({
      total,
      count: 24,
      per_page: 24,
      current_page: 1,
      total_pages: Math.ceil(total / 24),
      links: { next: 'http://shop.test/api/v1/products?page=2' },
    });
    const drill = body.data[0];
    // A subset: the content API tests (tests/content-api/) pin the full product shape.
    expect(drill).toMatchObject({
      id: expect.any(Number),
      title: 'Cordless Drill Driver 18V',
      slug: 'cordless-drill-driver-18v',
      uri: 'products/cordless-drill-driver-18v',
      price: 129,
      defaultVariantId: drill.variants[0].id,
      variants: [
        {
          id: expect.any(Number),
          sku: 'CDD-18-BARE',
          title: 'Bare tool',
          price: 129,
          stock: 42,
          isDefault: true,
        },
        {
          id: expect.any(Number),
          sku: 'CDD-18-KIT',
          title: 'Kit with 2 batteries',
          price: 219,
          stock: 17,
          isDefault: false,
        },
      ],
    });
    for (const product of body.data) {
      expect(product.variants.map((v: { id: number }) => v.id)).toContain(product.defaultVariantId);
      expect(product.variants.map((v: { id: number }) => v.id)).not.toContain(product.id);
    }
    expect(
      body.data.some((p: { variants: { stock: number | null }[] }) =>
        p.variants.some((v) => v.stock === null),
      ),
    ).toBe(true);
  });

  it('hands out every product exactly once across the pages, in catalog order', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    const { total, total_pages: pages } = first.meta.pagination;
    const slugs: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?page=${page}` });
      const body = res.json();
      expect(body.meta.pagination).toMatchObject({ current_page: page, count: body.data.length });
      expect(body.meta.pagination.links).toEqual({
        ...(page > 1 ? { previous: `http://shop.test/api/v1/products?page=${page - 1}` } : {}),
        ...(page < pages ? { next: `http://shop.test/api/v1/products?page=${page + 1}` } : {}),
      });
      slugs.push(...body.data.map((p: { slug: string }) => p.slug));
    }
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
    // The original twelve products stay first, so page 1 still shows them.
    expect(slugs.slice(0, 4)).toEqual([
      'cordless-drill-driver-18v',
      'impact-wrench-half-inch',
      'workbench-oak-top-150',
      'hex-bolts-m8-zinc',
    ]);
  });

  it('pages past the end with an empty list and a link back', async () => {
    const pages = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json().meta
      .pagination.total_pages;
    const past = pages + 1;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?page=${past}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().meta.pagination).toMatchObject({
      current_page: past,
      count: 0,
      links: { previous: `http://shop.test/api/v1/products?page=${pages}` },
    });
  });

  it('refuses a page that is not a whole number with a clear Element API error', async () => {
    for (const page of ['abc', '0', '-1', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?page=${page}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 400, message: expect.stringContaining(page) } });
    }
  });

  it('leaves disabled products out', async () => {
    const { eq } = await import('drizzle-orm');
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    await t.db.db
      .update(products)
      .set({ enabled: false })
      .where(eq(products.slug, 'bench-grinder-200'));
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/products' })).json();
    expect(after.meta.pagination.total).toBe(before.meta.pagination.total - 1);
    expect(after.data.map((p: { slug: string }) => p.slug)).not.toContain('bench-grinder-200');
  });

  it('answers unknown API paths with a 404 in the Element API shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 404, message: 'No element exists that matches the endpoint criteria' },
    });
  });
});
