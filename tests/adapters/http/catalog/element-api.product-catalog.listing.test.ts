import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { ElementApiProductCatalog } from '../../../../src/adapters/http/catalog/element-api.product-catalog';
import { describeGatewayError } from '../../../../src/domain/http/gateway-error.rules';
import type { Json } from '../../../support/craft-cart-json.mother';
import { useMswServer } from '../../../support/msw-server';
import { aProduct, anElementApiPageJson, someProducts } from '../../../support/product.mother';

const ORIGIN = 'http://craft.test';
const server = useMswServer();

const catalog = () =>
  new ElementApiProductCatalog(
    new CraftClient({ baseUrl: ORIGIN, fetch: (input, init) => globalThis.fetch(input, init) }),
  );

const serveProducts = (body: (page: string | null) => Json, status = 200) => {
  const pagesAsked: (string | null)[] = [];
  server.use(
    http.get(`${ORIGIN}/api/v1/products`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      pagesAsked.push(page);
      return HttpResponse.json(body(page), { status });
    }),
  );
  return pagesAsked;
};

describe('ElementApiProductCatalog.listProducts', () => {
  it('asks for the page and maps products and pagination', async () => {
    const products = someProducts(7);
    const pagesAsked = serveProducts(() => anElementApiPageJson(products, 2, 3));

    const result = await catalog().listProducts({ page: 2 });

    expect(pagesAsked).toEqual(['2']);
    expect(result).toEqual({
      ok: true,
      value: {
        products: products.slice(3, 6),
        pagination: { total: 7, count: 3, perPage: 3, currentPage: 2, totalPages: 3 },
      },
    });
  });

  it('accepts pagination links given as an empty list', async () => {
    const page = anElementApiPageJson([aProduct()], 1, 24);
    expect(page).toMatchObject({ meta: { pagination: { links: [] } } });
    serveProducts(() => page);

    const result = await catalog().listProducts({ page: 1 });

    expect(result.ok && result.value.products).toEqual([aProduct()]);
  });

  it('maps untracked stock and a missing default variant to null', async () => {
    const json = anElementApiPageJson([aProduct()], 1, 24);
    const [item] = json.data as Json[];
    serveProducts(() => ({
      ...json,
      data: [
        {
          ...item,
          defaultVariantId: undefined,
          variants: [{ id: 4, sku: 's', title: 't', price: 1 }],
        },
      ],
    }));

    const result = await catalog().listProducts({ page: 1 });

    expect(result.ok && result.value.products[0]).toMatchObject({
      defaultVariantId: null,
      variants: [{ id: 4, sku: 's', title: 't', price: 1, stock: null }],
    });
  });

  it("reports the Element API's error message", async () => {
    serveProducts(() => ({ error: { code: 404, message: 'Page not found.' } }), 404);

    const result = await catalog().listProducts({ page: 99 });

    if (result.ok) throw new Error('expected a failure');
    expect(describeGatewayError(result.error)).toBe('Communication error: (404) Page not found.');
  });

  it('reports a listing it cannot decode', async () => {
    serveProducts(() => ({ data: [{ id: 'x' }] }));

    const result = await catalog().listProducts({ page: 1 });

    if (result.ok) throw new Error('expected a failure');
    expect(result.error).toMatchObject({ kind: 'invalid-data', subject: 'products' });
    expect(describeGatewayError(result.error)).toBe('Received invalid data from the server');
  });
});
