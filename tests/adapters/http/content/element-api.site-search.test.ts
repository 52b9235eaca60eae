import { describe, expect, it } from 'vitest';
import { ElementApiSiteSearch } from '../../../../src/adapters/http/content/element-api.site-search';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const search = () => new ElementApiSiteSearch(craftClient());
const hit = {
  type: 'product',
  id: 3,
  title: 'Oak Chair',
  uri: 'products/oak-chair',
  url: '/products/oak-chair',
  snippet: '<mark>Oak</mark> chair',
  imageUrl: null,
  score: 1,
};

describe('ElementApiSiteSearch search', () => {
  it('searches with text, type and limit, and maps the hits', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/search',
      json({ data: [hit], meta: { query: 'oak', total: 1 } }),
    );

    const result = await search().search({ text: 'oak', type: 'product', limit: 5 });

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      q: 'oak',
      type: 'product',
      limit: '5',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        query: 'oak',
        total: 1,
        hits: [
          {
            type: 'product',
            id: 3,
            title: 'Oak Chair',
            uri: 'products/oak-chair',
            url: '/products/oak-chair',
            snippet: '<mark>Oak</mark> chair',
            imageUrl: null,
          },
        ],
      },
    });
  });

  it('asks for suggestions in suggest mode, building a missing url from the uri', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/search',
      json({
        data: [{ ...hit, url: null, snippet: null, uri: '/about', type: 'page' }],
        meta: { query: 'ab', total: 1 },
      }),
    );

    const result = await search().suggest('ab');

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      q: 'ab',
      mode: 'suggest',
    });
    expect(result.ok && result.value.hits[0]).toMatchObject({ url: '/about', snippet: '' });
  });

  it("shows the back-end's reason for a refused search", async () => {
    answer(server, 'get', 'api/v1/search', apiError(400, 'Enter something to search for.'));

    const result = await search().search({ text: ' ' });

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (400) Enter something to search for.',
    );
  });

  it('reports results it cannot read', async () => {
    answer(
      server,
      'get',
      'api/v1/search',
      json({ data: [{ ...hit, type: 'person' }], meta: { query: 'x', total: 1 } }),
    );

    expect(await search().search({ text: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});
