import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VendureProductCatalog } from '../../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';
import {
  aSearchItemJson,
  aVendureProductJson,
  aVendureVariantJson,
} from '../../support/vendure-json.mother';

const server = useMswServer();
const catalog = () => new VendureProductCatalog(new VendureClient(craftClient()));

/** Answers the searches with these items (their window) and the products by id. */
const shop = (items: ReturnType<typeof aSearchItemJson>[], seen: unknown[] = []) => {
  answerShopApi(server, {
    SearchProducts: ({ input }) => {
      seen.push(input);
      const { skip = 0, take = 24 } = input as { skip?: number; take?: number };
      return { search: { totalItems: items.length, items: items.slice(skip, skip + take) } };
    },
    ProductsById: ({ options }) => {
      const ids = (options as { filter: { id: { in: string[] } } }).filter.id.in;
      // Vendure's own order, not the search's: the adapter restores it.
      const products = [...ids].reverse().map((id) => aVendureProductJson({ id, slug: `p-${id}` }));
      return { products: { totalItems: ids.length, items: products } };
    },
  });
  return seen;
};

describe('VendureProductCatalog.listProducts', () => {
  it('searches a window of a collection, sorted, and keeps the search order', async () => {
    const seen = shop([
      aSearchItemJson('1', 500),
      aSearchItemJson('2', 900),
      aSearchItemJson('3', 100),
    ]);

    const page = await catalog().listProducts({
      page: 2,
      perPage: 2,
      category: 'hand-tools',
      sort: 'price-desc',
      inStock: true,
    });

    expect(seen).toEqual([
      {
        groupByProduct: true,
        skip: 2,
        take: 2,
        collectionSlug: 'hand-tools',
        inStock: true,
        sort: { price: 'DESC' },
      },
    ]);
    expect(page.ok && page.value.products.map((product) => product.id)).toEqual([3]);
    expect(page.ok && page.value.pagination).toEqual({
      total: 3,
      count: 1,
      perPage: 2,
      currentPage: 2,
      totalPages: 2,
    });
  });

  it('filters on the lowest price itself, Vendure cannot', async () => {
    shop([aSearchItemJson('1', 500), aSearchItemJson('2', 900), aSearchItemJson('3', 100)]);

    const page = await catalog().listProducts({ minPrice: 4, maxPrice: 9 });

    expect(page.ok && page.value.products.map((product) => product.id)).toEqual([1, 2]);
    expect(page.ok && page.value.pagination.total).toBe(2);
  });

  it('refuses a reversed price range without asking', async () => {
    const seen = shop([]);

    const page = await catalog().listProducts({ minPrice: 50, maxPrice: 10 });

    expect(page).toMatchObject({
      ok: false,
      error: { error: { status: 400, message: 'minPrice (50) is above maxPrice (10).' } },
    });
    expect(seen).toEqual([]);
  });

  it('maps minor units, stock labels and options', async () => {
    answerShopApi(server, {
      SearchProducts: () =>
        HttpResponse.json({
          data: { search: { totalItems: 1, items: [aSearchItemJson('7', 2450)] } },
        }),
      ProductsById: () =>
        HttpResponse.json({
          data: {
            products: {
              totalItems: 1,
              items: [
                aVendureProductJson({
                  variants: [
                    aVendureVariantJson({
                      options: [{ name: 'Pack of 4', group: { name: 'Pack' } }],
                      stockLevel: 'OUT_OF_STOCK',
                    }),
                    aVendureVariantJson({ id: '12', stockLevel: '5', priceWithTax: 3000 }),
                  ],
                }),
              ],
            },
          },
        }),
    });

    const page = await catalog().listProducts({});

    const product = page.ok ? page.value.products[0] : undefined;
    expect(product).toMatchObject({
      id: 7,
      uri: 'products/claw-hammer-450',
      price: 24.5,
      defaultVariantId: 11,
      images: [{ url: '/vendure-assets/hammer.png', alt: 'Claw Hammer', width: 800, height: 600 }],
    });
    expect(product?.variants.map(({ stock, options }) => ({ stock, options }))).toEqual([
      { stock: 0, options: { Pack: 'Pack of 4' } },
      { stock: 5, options: {} },
    ]);
  });

  it('reports ids that are not whole numbers as data it cannot read', async () => {
    answerShopApi(server, {
      SearchProducts: () =>
        HttpResponse.json({
          data: { search: { totalItems: 1, items: [aSearchItemJson('a1b2', 1)] } },
        }),
    });

    expect(await catalog().listProducts({})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data', subject: 'products' },
    });
  });
});

describe('VendureProductCatalog.product and variant', () => {
  const answerProduct = (product: unknown) =>
    answerShopApi(server, { ProductBySlug: () => ({ product }) });

  it('answers an unknown slug with 404', async () => {
    answerProduct(null);

    expect(await catalog().product('nope')).toMatchObject({
      ok: false,
      error: { kind: 'request-failed', error: { status: 404 } },
    });
  });

  it('names the first collection as the category', async () => {
    answerProduct({
      ...aVendureProductJson(),
      description: '<p>Drop-forged.</p>',
      collections: [{ id: '3', name: 'Hand Tools', slug: 'hand-tools' }],
    });

    expect(await catalog().product('claw-hammer-450')).toMatchObject({
      ok: true,
      value: {
        category: { id: 3, title: 'Hand Tools', slug: 'hand-tools' },
        description: '<p>Drop-forged.</p>',
        seo: { title: 'Claw Hammer', description: null },
      },
    });
  });

  it('finds a variant within its product, and 404 for one of another product', async () => {
    answerProduct({ ...aVendureProductJson(), description: '', collections: [] });

    expect(await catalog().variant('claw-hammer-450', 11)).toMatchObject({
      ok: true,
      value: { id: 11, sku: 'CH-450', product: { id: 7, slug: 'claw-hammer-450' } },
    });
    expect(await catalog().variant('claw-hammer-450', 99)).toMatchObject({
      ok: false,
      error: { error: { status: 404 } },
    });
  });

  it('turns a GraphQL error into a failed request with its status', async () => {
    answerShopApi(server, {
      ProductBySlug: () =>
        HttpResponse.json({
          errors: [
            { message: 'You are not currently authorized', extensions: { code: 'FORBIDDEN' } },
          ],
        }),
    });

    expect(await catalog().product('claw-hammer-450')).toMatchObject({
      ok: false,
      error: {
        kind: 'request-failed',
        error: {
          status: 403,
          message: 'You are not currently authorized',
          endpoint: 'shop-api#ProductBySlug',
        },
      },
    });
  });
});

describe('VendureProductCatalog.categories', () => {
  it('lists the collections in their order with product counts from the search', async () => {
    answerShopApi(server, {
      Categories: () =>
        HttpResponse.json({
          data: {
            collections: {
              items: [
                {
                  id: '4',
                  name: 'Safety',
                  slug: 'safety',
                  description: '',
                  position: 2,
                  featuredAsset: null,
                },
                {
                  id: '3',
                  name: 'Hand Tools',
                  slug: 'hand-tools',
                  description: '<p>x</p>',
                  position: 1,
                  featuredAsset: null,
                },
              ],
            },
            search: { collections: [{ collection: { id: '3' }, count: 8 }] },
          },
        }),
    });

    const categories = await catalog().categories();

    expect(
      categories.ok && categories.value.map(({ slug, productCount }) => ({ slug, productCount })),
    ).toEqual([
      { slug: 'hand-tools', productCount: 8 },
      { slug: 'safety', productCount: 0 },
    ]);
  });
});
