// The contract suites the Vendure adapters run, and the cases Vendure lacks, in one place: the live
// run (tests/vendure/, `npm run test:vendure`) and its replay from recorded answers (`npm test`)
// both describe them from here, so the two cannot drift apart.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CraftClient } from '../../src/adapters/http/client/craft-client';
import { ElementApiSiteSearch } from '../../src/adapters/http/content/element-api.site-search';
import { VendureAccountGateway } from '../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureAddressBook } from '../../src/adapters/vendure/addresses/vendure.address-book';
import { VendureCartSession } from '../../src/adapters/vendure/cart/vendure-cart-session';
import { VendureCartGateway } from '../../src/adapters/vendure/cart/vendure.cart-gateway';
import { VendureProductCatalog } from '../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureSiteSearch } from '../../src/adapters/vendure/catalog/vendure.site-search';
import type { VendureClient } from '../../src/adapters/vendure/client/vendure-client';
import { VendureOrderGateway } from '../../src/adapters/vendure/orders/vendure.order-gateway';
import { VendurePaymentsGateway } from '../../src/adapters/vendure/payments/vendure.payments-gateway';
import { VendureAppSessionGateway } from '../../src/adapters/vendure/session/vendure.app-session-gateway';
import { VendureStoreSettings } from '../../src/adapters/vendure/settings/vendure.store-settings';
import { describeAccountGatewayContract } from './account-gateway.contract';
import { describeAddressBookContract } from './address-book.contract';
import { describeAppSessionGatewayContract } from './app-session-gateway.contract';
import { describeCartGatewayContract } from './cart-gateway.contract';
import { DEMO_LOGIN } from './contract-helpers';
import { describeOrderGatewayContract } from './order-gateway.contract';
import { describePaymentsGatewayContract } from './payments-gateway.contract';
import { describeProductCatalogContract } from './product-catalog.contract';
import { describeSiteSearchContract } from './site-search.contract';
import { describeStoreSettingsContract } from './store-settings.contract';

/** Where the live run's answers are recorded (`npm run vendure:record`), one file per suite. */
export const VENDURE_CASSETTES = fileURLToPath(
  new URL('../adapters/vendure/recorded/', import.meta.url),
);

/** The suites, each named as its recording's file. */
export type VendureSuite =
  | 'product-catalog'
  | 'account-gateway'
  | 'app-session-gateway'
  | 'address-book'
  | 'order-gateway'
  | 'store-settings'
  | 'cart-gateway'
  | 'payments-gateway'
  | 'catalog-beyond-contract'
  | 'site-search';

/** A browser of its own: the Shop API through our server, and our server itself (session-info). */
export interface VendureVisitor {
  readonly client: VendureClient;
  readonly http: CraftClient;
}

export interface VendureRun {
  /** a new visitor for a case of `suite` */
  visitor(suite: VendureSuite): VendureVisitor;
  /** the peer's card payment method: its id is the storefront's gateway id */
  cardGatewayId(): number;
}

const SHOP_API = "Vendure's Shop API";

const subjectsOf = async ({ client, http }: VendureVisitor, cardGatewayId: number) => {
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
    // Products from Vendure, the rest from our server's own search, as a Vendure shop searches.
    search: new VendureSiteSearch(client, new ElementApiSiteSearch(http)),
  };
};

type VendureSubjects = Awaited<ReturnType<typeof subjectsOf>>;

const describeCatalogBeyondContract = (make: () => Promise<VendureSubjects>): void => {
  describe("Vendure's catalogue beyond the contract", () => {
    it('lists only products with a variant in stock when asked (the index knows stock)', async () => {
      const { catalog } = await make();
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
};

/** Every suite the Vendure adapters pass; a case a capability of Vendure's lacks is listed with why. */
export const describeVendureContracts = (run: VendureRun): void => {
  const subjects = (suite: VendureSuite) => () =>
    subjectsOf(run.visitor(suite), run.cardGatewayId());

  describeProductCatalogContract(SHOP_API, subjects('product-catalog'));
  describeAccountGatewayContract(SHOP_API, subjects('account-gateway'), {
    disclosure: 'Vendure answers alike whether or not an address has an account',
    cooldown: 'Vendure sends a new verification link at once, without a cooldown',
    activation: 'Vendure has no activation requests',
  });
  describeAppSessionGatewayContract(SHOP_API, subjects('app-session-gateway'), {
    'second-session': "Vendure's session is the only one: a logout sync reads it",
  });
  describeAddressBookContract(SHOP_API, subjects('address-book'), {
    titles: 'Vendure addresses have no title',
  });
  describeOrderGatewayContract(SHOP_API, subjects('order-gateway'), {
    cancel: 'Vendure has no cancel or return for customers',
    invoice: 'Vendure has no invoice PDFs',
  });
  describeStoreSettingsContract(SHOP_API, subjects('store-settings'));
  describeCartGatewayContract(SHOP_API, subjects('cart-gateway'), {
    numbering:
      "Vendure's order gets its code once it exists (16 characters): an empty cart has none",
    load: "Vendure cannot make another order the session's: loadCart is absent (501)",
  });
  describePaymentsGatewayContract(SHOP_API, subjects('payments-gateway'), {
    'pay-by-number': "Vendure pays only the session's active order, not one named by its number",
    complete: 'Vendure has no off-site payment return: completePayment is absent (501)',
    sources: 'Vendure keeps no payment sources (501)',
  });
  describeCatalogBeyondContract(subjects('catalog-beyond-contract'));
  describeSiteSearchContract(`${SHOP_API} and our content search`, subjects('site-search'));
};
