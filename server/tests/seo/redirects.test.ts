import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShopWithShell, type ShopWithShell } from './storefront-shell.ts';

describe('the site redirects, answered by the server as the storefront follows them', () => {
  let shop: ShopWithShell;

  beforeAll(async () => {
    shop = await aShopWithShell();
  });
  afterAll(() => shop.close());

  it.each([
    ['/shop', '/products'],
    ['/sign-in', '/login'],
    ['/account', '/my-account'],
  ])('GET %s answers 301 to %s', async (from, to) => {
    const res = await shop.page(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('matches trailing slashes aside and drops the query, as the storefront does', async () => {
    const res = await shop.page('/shop/?category=tools');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/products');
  });

  it('leaves other paths to the page answer', async () => {
    expect((await shop.page('/shops')).status).toBe(404);
    expect((await shop.page('/products')).status).toBe(200);
  });
});
