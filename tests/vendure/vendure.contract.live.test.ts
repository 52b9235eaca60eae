// The contract suites against live Vendure (`npm run test:vendure`): the same cases as for our own
// server; a case a capability of Vendure's does not support is listed with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendureProductCatalog } from '../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureAccountGateway } from '../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureAddressBook } from '../../src/adapters/vendure/addresses/vendure.address-book';
import { VendureOrderGateway } from '../../src/adapters/vendure/orders/vendure.order-gateway';
import { VendureAppSessionGateway } from '../../src/adapters/vendure/session/vendure.app-session-gateway';
import { VendureStoreSettings } from '../../src/adapters/vendure/settings/vendure.store-settings';
import { describeAccountGatewayContract } from '../contracts/account-gateway.contract';
import { describeAddressBookContract } from '../contracts/address-book.contract';
import { describeAppSessionGatewayContract } from '../contracts/app-session-gateway.contract';
import { DEMO_LOGIN } from '../contracts/contract-helpers';
import { describeOrderGatewayContract } from '../contracts/order-gateway.contract';
import { describeProductCatalogContract } from '../contracts/product-catalog.contract';
import { describeStoreSettingsContract } from '../contracts/store-settings.contract';
import { type LiveShop, startLiveShop } from './live-shop';

let shop: LiveShop;

beforeAll(async () => {
  shop = await startLiveShop();
}, 180_000);

afterAll(async () => {
  await shop.close();
});

const visitor = () => {
  const { client, http } = shop.visitor();
  return Promise.resolve({
    customer: DEMO_LOGIN,
    catalog: new VendureProductCatalog(client),
    account: new VendureAccountGateway(client, http),
    appSession: new VendureAppSessionGateway(client),
    addresses: new VendureAddressBook(client),
    orders: new VendureOrderGateway(client),
    settings: new VendureStoreSettings(client),
  });
};

const LIVE = "Vendure's Shop API (live)";

describeProductCatalogContract(LIVE, visitor);
describeAccountGatewayContract(LIVE, visitor, {
  disclosure: 'Vendure answers alike whether or not an address has an account',
  cooldown: 'Vendure sends a new verification link at once, without a cooldown',
  activation: 'Vendure has no activation requests',
});
describeAppSessionGatewayContract(LIVE, visitor, {
  'second-session': "Vendure's session is the only one: a logout sync reads it",
});
describeAddressBookContract(LIVE, visitor, { titles: 'Vendure addresses have no title' });
describeOrderGatewayContract(LIVE, visitor, {
  cancel: 'Vendure has no cancel or return for customers',
  invoice: 'Vendure has no invoice PDFs',
});
describeStoreSettingsContract(LIVE, visitor);

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
