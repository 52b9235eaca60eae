import { describe, expect, it } from 'vitest';
import { ElementApiProductCatalog } from '../../../../src/adapters/http/catalog/element-api.product-catalog';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';
import {
  aProduct,
  anElementApiPageJson,
  anElementApiProductJson,
} from '../../../support/product.mother';

const server = useMswServer();
const catalog = () => new ElementApiProductCatalog(craftClient());

describe('ElementApiProductCatalog.listProducts query', () => {
  it('sends filters, sort and paging; in-stock as 1', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/products',
      json(anElementApiPageJson([aProduct()], 1, 12)),
    );

    await catalog().listProducts({
      page: 2,
      perPage: 12,
      category: 'power-tools',
      minPrice: 10,
      maxPrice: 25.5,
      inStock: true,
      sort: 'price-asc',
    });

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      perPage: '12',
      category: 'power-tools',
      minPrice: '10',
      maxPrice: '25.5',
      inStock: '1',
      sort: 'price-asc',
    });
  });

  it('sends nothing that was not asked for (an empty category included), in-stock false as 0', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/products',
      json(anElementApiPageJson([aProduct()], 1, 12)),
    );

    await catalog().listProducts({ category: '', inStock: false });

    expect(seen[0]?.url.search).toBe('?inStock=0');
  });

  it("shows the back-end's reason for a refused query", async () => {
    answer(server, 'get', 'api/v1/products', apiError(400, 'Invalid sort “x”.'));

    const result = await catalog().listProducts({ page: 1 });

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (400) Invalid sort “x”.',
    );
  });
});

describe('ElementApiProductCatalog.listProducts products', () => {
  it('maps what a card shows: sale price, quote-only, images and each variant’s options', async () => {
    const item = {
      ...anElementApiProductJson(aProduct()),
      salePrice: 9.99,
      callForQuote: true,
      images: [{ url: '/img/products/oak.png', alt: 'Oak chair', width: 800, height: 600 }],
      variants: [
        {
          id: 4,
          sku: 'oak',
          title: 'Standard',
          price: 12.5,
          salePrice: 9.99,
          stock: 3,
          options: [],
        },
        { id: 5, sku: 'oak-xl', title: 'XL', price: 15, stock: null, options: { size: 'XL' } },
      ],
    };
    answer(
      server,
      'get',
      'api/v1/products',
      json({ ...anElementApiPageJson([], 1, 12), data: [item] }),
    );

    const page = await catalog().listProducts({});

    expect(page.ok && page.value.products[0]).toMatchObject({
      salePrice: 9.99,
      callForQuote: true,
      images: [{ url: '/img/products/oak.png', alt: 'Oak chair', width: 800, height: 600 }],
      variants: [
        { id: 4, salePrice: 9.99, stock: 3, options: {} },
        { id: 5, salePrice: null, stock: null, options: { size: 'XL' } },
      ],
    });
  });

  it('reads a bare Craft product: no sale, not quote-only, no images, no options', async () => {
    const bare = {
      id: 3,
      title: 'Oak Chair',
      slug: 'oak-chair',
      uri: 'products/oak-chair',
      price: 12.5,
      variants: [{ id: 4, sku: 'oak', title: 'Standard', price: 12.5 }],
    };
    answer(
      server,
      'get',
      'api/v1/products',
      json({ ...anElementApiPageJson([], 1, 12), data: [bare] }),
    );

    const page = await catalog().listProducts({});

    expect(page.ok && page.value.products[0]).toEqual({
      ...bare,
      salePrice: null,
      callForQuote: false,
      images: [],
      defaultVariantId: null,
      variants: [{ ...bare.variants[0], salePrice: null, stock: null, options: {} }],
    });
  });
});

describe('ElementApiProductCatalog.product and variant', () => {
  it('maps a product page, keeping a multi-segment slug', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/products/tools/drill',
      json({
        ...anElementApiProductJson(aProduct({ slug: 'tools/drill' })),
        salePrice: 10,
        category: { id: 1, title: 'Tools', slug: 'tools' },
        callForQuote: true,
        images: [{ url: '/img/d.jpg', alt: 'Drill', width: 100, height: 80 }],
        description: '<p>Strong</p>',
        seo: { title: 'Drill', description: 'A drill' },
      }),
    );

    const result = await catalog().product('tools/drill');

    expect(seen).toHaveLength(1);
    expect(result.ok && result.value).toMatchObject({
      slug: 'tools/drill',
      salePrice: 10,
      category: { slug: 'tools' },
      callForQuote: true,
      images: [{ url: '/img/d.jpg', alt: 'Drill', width: 100, height: 80 }],
      description: '<p>Strong</p>',
      seo: { title: 'Drill', description: 'A drill' },
    });
  });

  it('fills what a bare product leaves out', async () => {
    answer(server, 'get', 'api/v1/products/oak-chair', json(anElementApiProductJson()));

    const result = await catalog().product('oak-chair');

    expect(result.ok && result.value).toMatchObject({
      salePrice: null,
      category: null,
      callForQuote: false,
      images: [],
      description: '',
      seo: { title: 'Oak Chair', description: null },
    });
  });

  it('reports a missing product', async () => {
    answer(
      server,
      'get',
      'api/v1/products/nope',
      apiError(404, 'No element exists that matches the endpoint criteria'),
    );

    const result = await catalog().product('nope');

    expect(result).toMatchObject({ ok: false, error: { error: { status: 404 } } });
  });

  it('maps a variant with its product; options given as [] are none', async () => {
    answer(
      server,
      'get',
      'api/v1/variants/4',
      json({
        id: 4,
        sku: 'S',
        title: 'Standard',
        price: 12.5,
        salePrice: null,
        stock: 3,
        options: [],
        isDefault: true,
        product: { id: 3, title: 'Oak Chair', slug: 'oak-chair', uri: 'products/oak-chair' },
      }),
    );

    expect(await catalog().variant('oak-chair', 4)).toEqual({
      ok: true,
      value: {
        id: 4,
        sku: 'S',
        title: 'Standard',
        price: 12.5,
        salePrice: null,
        stock: 3,
        options: {},
        product: { id: 3, title: 'Oak Chair', slug: 'oak-chair', uri: 'products/oak-chair' },
      },
    });
  });

  it('keeps variant options given as an object', async () => {
    answer(
      server,
      'get',
      'api/v1/variants/5',
      json({
        id: 5,
        sku: 'S',
        title: 'Red',
        price: 1,
        options: { colour: 'red' },
        product: { id: 3, title: 'Oak Chair', slug: 'oak-chair', uri: 'products/oak-chair' },
      }),
    );

    const result = await catalog().variant('oak-chair', 5);

    expect(result.ok && result.value).toMatchObject({
      options: { colour: 'red' },
      salePrice: null,
      stock: null,
    });
  });

  it('reports a variant it cannot read', async () => {
    answer(server, 'get', 'api/v1/variants/5', json({ id: 5 }));

    expect(await catalog().variant('oak-chair', 5)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data', subject: 'products' },
    });
  });
});

describe('ElementApiProductCatalog.categories', () => {
  it('maps the categories', async () => {
    answer(
      server,
      'get',
      'api/v1/categories',
      json({
        data: [
          {
            id: 1,
            title: 'Tools',
            slug: 'tools',
            description: '<p>T</p>',
            image: { url: '/img/t.jpg', alt: 'T', width: null, height: null },
            productCount: 4,
          },
          { id: 2, title: 'Bolts', slug: 'bolts', description: null, image: null, productCount: 0 },
        ],
      }),
    );

    expect(await catalog().categories()).toEqual({
      ok: true,
      value: [
        {
          id: 1,
          title: 'Tools',
          slug: 'tools',
          description: '<p>T</p>',
          image: { url: '/img/t.jpg', alt: 'T', width: null, height: null },
          productCount: 4,
        },
        { id: 2, title: 'Bolts', slug: 'bolts', description: '', image: null, productCount: 0 },
      ],
    });
  });
});
