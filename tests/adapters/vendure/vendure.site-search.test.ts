import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ElementApiSiteSearch } from '../../../src/adapters/http/content/element-api.site-search';
import { VendureSiteSearch } from '../../../src/adapters/vendure/catalog/vendure.site-search';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import type { SearchType } from '../../../src/domain/content/content';
import { answer, craftClient, json, unreachable } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';
import { aSearchHitJson } from '../../support/vendure-json.mother';

const server = useMswServer();

const siteSearch = () => {
  const http = craftClient();
  return new VendureSiteSearch(new VendureClient(http), new ElementApiSiteSearch(http));
};

type HitJson = ReturnType<typeof aSearchHitJson>;

/** Vendure's search answers these products; what it was asked is recorded. */
const vendure = (items: readonly HitJson[], totalItems = items.length) => {
  const inputs: unknown[] = [];
  answerShopApi(server, {
    SearchHits: ({ input }) => {
      inputs.push(input);
      return { search: { totalItems, items } };
    },
  });
  return inputs;
};

/** A hit of the content back-end's search, as the Element API sends it. */
const aContentHitJson = (type: SearchType, id: number) => ({
  type,
  id,
  title: `${type} ${id}`,
  uri: `${type}s/${id}`,
  url: `/${type}s/${id}`,
  snippet: `<mark>${type}</mark>`,
  imageUrl: null,
  score: 1,
});

/** The content back-end's search answers these hits; what it was asked is recorded. */
const content = (hits: readonly ReturnType<typeof aContentHitJson>[], total = hits.length) => {
  const seen = answer(
    server,
    'get',
    'api/v1/search',
    json({ data: hits, meta: { query: 'x', total } }),
  );
  return () => seen.map((request) => Object.fromEntries(request.url.searchParams));
};

const products = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aSearchHitJson({ productId: String(index + 1), slug: `p-${index + 1}` }),
  );
const pages = (count: number) =>
  Array.from({ length: count }, (_, index) => aContentHitJson('page', 101 + index));

const typesAndIds = (result: Awaited<ReturnType<VendureSiteSearch['search']>>) =>
  result.ok ? result.value.hits.map((hit) => `${hit.type} ${hit.id}`) : result;

describe('VendureSiteSearch.search', () => {
  it("takes turns between Vendure's products and the content's other hits, dropping its own products", async () => {
    const asked = vendure(products(2));
    const contentAsked = content([
      aContentHitJson('product', 99),
      aContentHitJson('page', 1),
      aContentHitJson('post', 2),
      aContentHitJson('case-study', 3),
    ]);

    const result = await siteSearch().search({ text: '  claw \u200b hammer ' });

    expect(asked).toEqual([{ term: 'claw hammer', groupByProduct: true, take: 20 }]);
    expect(contentAsked()).toEqual([{ q: 'claw hammer', limit: '20' }]);
    expect(typesAndIds(result)).toEqual([
      'product 1',
      'page 1',
      'product 2',
      'post 2',
      'case-study 3',
    ]);
    expect(result).toMatchObject({ ok: true, value: { query: 'claw hammer', total: 5 } });
  });

  it("maps a product's link, featured picture and a marked, escaped quote of its description", async () => {
    vendure([
      aSearchHitJson(),
      aSearchHitJson({ productId: '8', slug: 'oak-mallet', productAsset: null }),
    ]);
    content([]);

    const result = await siteSearch().search({ text: 'claw' });

    expect(result.ok && result.value.hits).toEqual([
      {
        type: 'product',
        id: 7,
        title: 'Claw Hammer',
        uri: 'products/claw-hammer-450',
        url: '/products/claw-hammer-450',
        snippet: 'A forged steel hammer with a curved <mark>claw</mark> for pulling nails.',
        imageUrl: '/vendure-assets/hammer.png',
      },
      expect.objectContaining({ id: 8, url: '/products/oak-mallet', imageUrl: null }),
    ]);
  });

  it("never passes a product's HTML on: its description is quoted as escaped text", async () => {
    const name = '<script>alert(1)</script> Hammer';
    vendure([
      aSearchHitJson({
        productName: name,
        description:
          '<p>Hammer &lt;b&gt;bold&lt;/b&gt;</p><script>steal()</script><img src=x onerror="alert(1)">',
      }),
    ]);
    content([]);

    const result = await siteSearch().search({ text: 'hammer' });

    const hit = result.ok ? result.value.hits[0] : undefined;
    // The title is text, which the pages render as text.
    expect(hit?.title).toBe(name);
    expect(hit?.snippet).toBe('<mark>Hammer</mark> &lt;b&gt;bold&lt;/b&gt;');
  });

  it('asks only Vendure for products, and counts its matches', async () => {
    const asked = vendure(products(1), 42);
    const contentAsked = content(pages(1));

    const result = await siteSearch().search({ text: 'hammer', type: 'product' });

    expect(asked).toHaveLength(1);
    expect(contentAsked()).toEqual([]);
    expect(result).toMatchObject({ ok: true, value: { total: 42, hits: [{ id: 1 }] } });
  });

  it('asks only the content back-end for another type, and counts its matches', async () => {
    const asked = vendure(products(1));
    const contentAsked = content([aContentHitJson('post', 2)], 30);

    const result = await siteSearch().search({ text: 'hammer', type: 'post', limit: 5 });

    expect(asked).toEqual([]);
    expect(contentAsked()).toEqual([{ q: 'hammer', type: 'post', limit: '5' }]);
    expect(result).toMatchObject({ ok: true, value: { total: 30, hits: [{ id: 2 }] } });
  });

  it('counts only the other hits the content back-end answered when it has more: a lower bound', async () => {
    vendure(products(3), 12);
    content([aContentHitJson('product', 99), ...pages(4)], 40);

    const result = await siteSearch().search({ text: 'hammer' });

    expect(result.ok && result.value.total).toBe(12 + 4);
  });

  it('cuts the merged hits to the limit, and caps the limit as ours does', async () => {
    const asked = vendure(products(3));
    const contentAsked = content(pages(3));

    const cut = await siteSearch().search({ text: 'hammer', limit: 3 });
    await siteSearch().search({ text: 'hammer', limit: 500 });

    expect(typesAndIds(cut)).toEqual(['product 1', 'page 101', 'product 2']);
    expect(asked).toMatchObject([{ take: 3 }, { take: 50 }]);
    expect(contentAsked()).toMatchObject([{ limit: '3' }, { limit: '50' }]);
  });

  it.each([
    ['  ', undefined, 'Enter something to search for.'],
    ['?!', undefined, 'Enter something to search for.'],
    ['a'.repeat(201), undefined, 'The search text may be at most 200 characters long.'],
    ['hammer', 0, 'Invalid limit “0”: use a whole number from 1 up.'],
    ['hammer', 2.5, 'Invalid limit “2.5”: use a whole number from 1 up.'],
  ])('refuses %j (limit %s) as ours does, asking neither', async (text, limit, message) => {
    const asked = vendure(products(1));
    const contentAsked = content(pages(1));

    const result = await siteSearch().search({ text, ...(limit === undefined ? {} : { limit }) });

    expect(result).toMatchObject({ ok: false, error: { error: { status: 400, message } } });
    expect(asked).toEqual([]);
    expect(contentAsked()).toEqual([]);
  });

  it('finds no products for two characters, which Vendure would answer with every product', async () => {
    const asked = vendure(products(3));
    content(pages(1), 1);

    const result = await siteSearch().search({ text: 'oa' });

    expect(asked).toEqual([]);
    expect(result).toMatchObject({ ok: true, value: { total: 1, hits: [{ id: 101 }] } });
  });

  it('fails whole when Vendure fails: pages alone would say the shop sells nothing', async () => {
    answerShopApi(server, {
      SearchHits: () =>
        HttpResponse.json({
          errors: [{ message: 'index down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
    });
    content(pages(2));

    expect(await siteSearch().search({ text: 'hammer' })).toMatchObject({
      ok: false,
      error: { kind: 'request-failed', error: { status: 500, message: 'index down' } },
    });
  });

  it('fails whole when the content back-end fails', async () => {
    vendure(products(2));
    answer(server, 'get', 'api/v1/search', unreachable());

    expect(await siteSearch().search({ text: 'hammer' })).toMatchObject({
      ok: false,
      error: { kind: 'request-failed' },
    });
  });

  it('reports a product id that is not a whole number as data it cannot read', async () => {
    vendure([aSearchHitJson({ productId: 'a1b2' })]);
    content([]);

    expect(await siteSearch().search({ text: 'hammer' })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-data',
        subject: 'products',
        issues: [expect.stringContaining('a1b2')],
      },
    });
  });
});

describe('VendureSiteSearch.suggest', () => {
  it('suggests eight from both, taking turns, without snippets', async () => {
    const asked = vendure(products(8), 9);
    const contentAsked = content(
      pages(8).map((hit) => ({ ...hit, snippet: '' })),
      8,
    );

    const result = await siteSearch().suggest('hammer');

    expect(asked).toEqual([{ term: 'hammer', groupByProduct: true, take: 8 }]);
    expect(contentAsked()).toEqual([{ q: 'hammer', mode: 'suggest' }]);
    expect(typesAndIds(result)).toEqual([
      'product 1',
      'page 101',
      'product 2',
      'page 102',
      'product 3',
      'page 103',
      'product 4',
      'page 104',
    ]);
    expect(result.ok && result.value.hits.every((hit) => hit.snippet === '')).toBe(true);
    expect(result.ok && result.value.total).toBe(17);
  });

  it('refuses nothing to suggest for, asking neither', async () => {
    const asked = vendure(products(1));

    const result = await siteSearch().suggest(' - ');

    expect(result).toMatchObject({ ok: false, error: { error: { status: 400 } } });
    expect(asked).toEqual([]);
  });
});
