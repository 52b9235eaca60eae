import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';
import { PageDataEndpoint } from '../../../../src/adapters/http/routing/page-data.endpoint';
import { useMswServer } from '../../../support/msw-server';

const ORIGIN = 'http://shop.test';
const server = useMswServer();
const PRODUCT = { id: 1, title: 'Cordless Drill Driver 18V' };

/** A back-end whose page data answers with `answer`; counts every request by path and query. */
const backEnd = (answer: () => Response) => {
  const asked: string[] = [];
  server.use(
    http.get(`${ORIGIN}/api/v1/page-data`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return answer();
    }),
    http.get(`${ORIGIN}/api/v1/products/:slug`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ ...PRODUCT, title: 'From the network' });
    }),
  );
  return asked;
};

const aClient = () =>
  new CraftClient({ baseUrl: ORIGIN, fetch: (input, init) => globalThis.fetch(input, init) });

describe("reading a page's data ahead from the back-end's page payload", () => {
  it("asks once for the page, leaving out what the app has, and answers the page's reads from it", async () => {
    const asked = backEnd(() => HttpResponse.json({ 'api/v1/products/drill': PRODUCT }));
    const client = aClient();
    await new PageDataEndpoint(client).readAhead('/products/drill?x=1&y=2', [
      'layout',
      'search:a&b',
    ]);
    expect(await client.get('api/v1/products/drill')).toEqual({ ok: true, value: PRODUCT });
    expect(asked).toEqual([
      '/api/v1/page-data?path=%2Fproducts%2Fdrill%3Fx%3D1%26y%3D2&skip=layout&skip=search%3Aa%26b',
    ]);
  });

  it('stops asking a back-end that has no page payload (404), and the reads ask on their own', async () => {
    const asked = backEnd(() => HttpResponse.json({ error: 'Page not found.' }, { status: 404 }));
    const client = aClient();
    const pageData = new PageDataEndpoint(client);
    await pageData.readAhead('/products/drill', []);
    await pageData.readAhead('/products/other', []);
    const read = await client.get('api/v1/products/drill');
    expect(read.ok && read.value).toMatchObject({ title: 'From the network' });
    expect(asked).toEqual(['/api/v1/page-data?path=%2Fproducts%2Fdrill', '/api/v1/products/drill']);
  });

  it('asks again after any other failure, once each time (no retry)', async () => {
    const asked = backEnd(() => HttpResponse.json({ error: 'busy' }, { status: 503 }));
    const pageData = new PageDataEndpoint(aClient());
    await pageData.readAhead('/about', []);
    await pageData.readAhead('/about', []);
    expect(asked).toHaveLength(2);
  });

  it('keeps nothing from an answer that is not an object of answers, and never fails', async () => {
    for (const answer of [
      () => HttpResponse.json([1, 2]),
      () => HttpResponse.json('text'),
      () => new HttpResponse('not json', { headers: { 'content-type': 'application/json' } }),
      () => HttpResponse.error(),
    ]) {
      const asked = backEnd(answer);
      const client = aClient();
      await expect(new PageDataEndpoint(client).readAhead('/products/drill', [])).resolves.toBe(
        undefined,
      );
      await client.get('api/v1/products/drill');
      expect(asked.at(-1)).toBe('/api/v1/products/drill');
    }
  });
});
