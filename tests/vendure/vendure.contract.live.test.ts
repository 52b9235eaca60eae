// The contract suites against live Vendure (`npm run test:vendure`): the same cases as for our own
// server; a case a capability of Vendure's does not support is listed with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendureProductCatalog } from '../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureAccountGateway } from '../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureAddressBook } from '../../src/adapters/vendure/addresses/vendure.address-book';
import { VendureOrderGateway } from '../../src/adapters/vendure/orders/vendure.order-gateway';
import { VendureAppSessionGateway } from '../../src/adapters/vendure/session/vendure.app-session-gateway';
import { VendureStoreSettings } from '../../src/adapters/vendure/settings/vendure.store-settings';
import { VendureCartGateway } from '../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureCartSession } from '../../src/adapters/vendure/cart/vendure-cart-session';
import { VendurePaymentsGateway } from '../../src/adapters/vendure/payments/vendure.payments-gateway';
import { describeAccountGatewayContract } from '../contracts/account-gateway.contract';
import { describeCartGatewayContract } from '../contracts/cart-gateway.contract';
import { describePaymentsGatewayContract } from '../contracts/payments-gateway.contract';
import { describeAddressBookContract } from '../contracts/address-book.contract';
import { describeAppSessionGatewayContract } from '../contracts/app-session-gateway.contract';
import { DEMO_LOGIN } from '../contracts/contract-helpers';
import { describeOrderGatewayContract } from '../contracts/order-gateway.contract';
import { describeProductCatalogContract } from '../contracts/product-catalog.contract';
import { describeStoreSettingsContract } from '../contracts/store-settings.contract';
import { type LiveShop, paymentMethodId, startLiveShop } from './live-shop';
import { PAYMENT_METHOD } from './peer/store-pass.ts';

let shop: LiveShop;
/** The peer's card payment method: its id is the storefront's gateway id. */
let cardGatewayId = 0;

beforeAll(async () => {
  shop = await startLiveShop();
  cardGatewayId = await paymentMethodId(shop.shopApiUrl, PAYMENT_METHOD.code);
}, 180_000);

afterAll(async () => {
  await shop.close();
});

const visitor = async () => {
  const { client, http } = shop.visitor();
  const catalog = new VendureProductCatalog(client);
  const listed = await catalog.listProducts({ page: 1 });
  const cart = new VendureCartSession();
  return {
    customer: DEMO_LOGIN,
    purchasableId: listed.ok ? (listed.value.products[0]?.defaultVariantId ?? 0) : 0,
    cardGatewayId,
    catalog,
    carts: new VendureCartGateway(client, cart),
    payments: new VendurePaymentsGateway(client, cart),
    account: new VendureAccountGateway(client, http),
    appSession: new VendureAppSessionGateway(client),
    addresses: new VendureAddressBook(client),
    orders: new VendureOrderGateway(client),
    settings: new VendureStoreSettings(client),
  };
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
describeCartGatewayContract(LIVE, visitor, {
  numbering: "Vendure's order gets its code once it exists (16 characters): an empty cart has none",
  load: "Vendure cannot make another order the session's: loadCart is absent (501)",
});
describePaymentsGatewayContract(LIVE, visitor, {
  'pay-by-number': "Vendure pays only the session's active order, not one named by its number",
  complete: 'Vendure has no off-site payment return: completePayment is absent (501)',
  sources: 'Vendure keeps no payment sources (501)',
});

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
