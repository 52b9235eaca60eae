import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontFiles } from '../../src/adapters/http/storefront/storefront.routes.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor } from '../support/visitor.ts';
import { type FakeVendure, fakeVendure, vendureAt } from './fake-vendure.ts';

describe('the Shop API proxy (COMMERCE_BACKEND=vendure)', () => {
  let vendure: FakeVendure;
  let shop: TestApp;

  beforeAll(async () => {
    vendure = await fakeVendure();
    shop = await startTestApp({ overrides: vendureAt(vendure.url) });
  });

  afterAll(async () => {
    await shop.close();
    vendure.close();
  });

  it('forwards a query with its query string and Vendure cookies only, and relays its cookie', async () => {
    const query = '?query=%7B%20products%20%7B%20totalItems%20%7D%20%7D';
    const answer = await shop.app.inject({
      url: `/shop-api${query}`,
      headers: { cookie: 'CraftSessionId=secret; vendure-shop-session=old' },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { ok: true } });
    expect(vendure.seen.at(-1)).toMatchObject({
      method: 'GET',
      url: `/shop-api${query}`,
      cookie: 'vendure-shop-session=old',
    });
    expect(answer.cookies.map((cookie) => cookie.name)).toEqual(['vendure-shop-session']);
  });

  it('refuses a mutation without our CSRF token, and forwards one with it', async () => {
    const shopper = visitor(shop.app);
    const before = vendure.seen.length;

    const refused = await shopper.post('/shop-api', { query: 'mutation X { x }' }, { csrf: false });
    expect(refused.statusCode).toBe(400);
    expect(vendure.seen).toHaveLength(before);

    const sent = await shopper.post('/shop-api', {
      query: 'mutation X { x }',
      variables: { a: 1 },
    });
    expect(sent.statusCode).toBe(200);
    expect(JSON.parse(vendure.seen.at(-1)?.body ?? '')).toEqual({
      query: 'mutation X { x }',
      variables: { a: 1 },
    });
  });

  it('forwards pictures, and nothing that climbs out of them', async () => {
    const picture = await shop.app.inject({ url: '/vendure-assets/hammer.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const before = vendure.seen.length;
    for (const path of [
      '/vendure-assets/../admin-api',
      '/vendure-assets/%2e%2e/admin-api',
      '/vendure-assets/x/%2e%2e/%2e%2e/admin-api',
      '/vendure-assets/x/..%2f..%2fadmin-api',
    ]) {
      expect((await shop.app.inject({ url: path })).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(vendure.seen).toHaveLength(before);
  });
});

describe('the Shop API proxy when Vendure does not answer', () => {
  it('answers 502 with a GraphQL error the storefront reads', async () => {
    const shop = await startTestApp({
      overrides: vendureAt(new URL('http://127.0.0.1:9/shop-api')),
    });
    try {
      const answer = await shop.app.inject({ url: '/shop-api?query=%7B%20x%20%7D' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({
        errors: [{ extensions: { code: 'COMMERCE_UNREACHABLE' } }],
      });
    } finally {
      await shop.close();
    }
  });
});

describe('a Craft shop', () => {
  it('has no Shop API', async () => {
    const shop = await startTestApp();
    try {
      expect(shop.app.hasRoute({ method: 'GET', url: '/shop-api' })).toBe(false);
      expect(shop.app.hasRoute({ method: 'POST', url: '/shop-api' })).toBe(false);
    } finally {
      await shop.close();
    }
  });
});

describe("the page's shell", () => {
  const shellOf = async (backend: 'craft' | 'vendure') => {
    const dir = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head></html>',
    );
    return storefrontFiles(dir, backend).shell();
  };

  it('names Vendure as the commerce back-end, and a Craft shop names none', async () => {
    expect(await shellOf('vendure')).toContain('<html data-commerce="vendure"><head>');
    expect(await shellOf('craft')).not.toContain('data-commerce');
  });
});
