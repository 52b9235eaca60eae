import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../../src/adapters/http/client/craft-client';

// A slug taken from the address ('..', '%2e') must name one resource under its endpoint: resolved by
// a URL parser, it would reach another endpoint (the server's render embeds what it reads).
const ORIGIN = 'http://craft.test';

const requestedPath = async (endpoint: string): Promise<string> => {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    urls.push(String(input));
    return Promise.resolve(Response.json({}));
  };
  await new CraftClient({ baseUrl: ORIGIN, fetch }).get(endpoint);
  return new URL(urls[0] ?? '').pathname;
};

describe('CraftClient and dot segments', () => {
  it.each([
    'api/v1/products/../../../healthz',
    'api/v1/products/%2E%2E/%2e%2E/%2e./healthz',
    'api/v1/products/./x/..',
    'api/v1/blog/posts/..',
  ])('keeps %s under its endpoint', async (endpoint) => {
    const path = await requestedPath(endpoint);
    expect(path.startsWith(`/${endpoint.split('/').slice(0, 3).join('/')}/`)).toBe(true);
    expect(path.split('/').length).toBe(endpoint.split('/').length + 1);
  });

  it('leaves other segments and the query alone', async () => {
    expect(await requestedPath('api/v1/products/hex-bolts/m8.5')).toBe(
      '/api/v1/products/hex-bolts/m8.5',
    );
    expect(await requestedPath('api/v1/pages?uri=a/../b')).toBe('/api/v1/pages');
  });
});
