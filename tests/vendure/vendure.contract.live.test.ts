// The contract suites against live Vendure (`npm run test:vendure`): the same cases as for our own
// server; a case a capability of Vendure's does not support is listed with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendureProductCatalog } from '../../src/adapters/vendure/catalog/vendure.product-catalog';
import { describeProductCatalogContract } from '../contracts/product-catalog.contract';
import { type LiveShop, startLiveShop } from './live-shop';

let shop: LiveShop;

beforeAll(async () => {
  shop = await startLiveShop();
}, 180_000);

afterAll(async () => {
  await shop.close();
});

const visitor = () => {
  const client = shop.visitor();
  return Promise.resolve({ catalog: new VendureProductCatalog(client) });
};

describeProductCatalogContract("Vendure's Shop API (live)", visitor);

describe("Vendure's catalogue beyond the contract (live)", () => {
  it('lists only products with a variant in stock when asked (the index knows stock)', async () => {
    const { catalog } = await visitor();
    const all = await catalog.listProducts({ perPage: 100 });
    const inStock = await catalog.listProducts({ perPage: 100, inStock: true });

    const slugs = (page: typeof all) => (page.ok ? page.value.products.map((p) => p.slug) : []);
    // The demo's MIG welder and rotary hammer have one variant each, none left.
    expect(slugs(all)).toEqual(
      expect.arrayContaining(['mig-welder-180', 'rotary-hammer-sds-plus']),
    );
    expect(slugs(inStock)).not.toContain('mig-welder-180');
    expect(slugs(inStock)).not.toContain('rotary-hammer-sds-plus');
    expect(slugs(inStock)).toContain('f-clamp-300');
  });
});
