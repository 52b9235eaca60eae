import { DEMO_CUSTOMER, DEMO_STAFF, demoContent } from '../../src/adapters/fakes/demo-content';
import { InMemoryAccountGateway } from '../../src/adapters/fakes/in-memory.account-gateway';
import { InMemoryAddressBook } from '../../src/adapters/fakes/in-memory.address-book';
import { InMemoryAppSessionGateway } from '../../src/adapters/fakes/in-memory.app-session-gateway';
import { InMemoryCartGateway } from '../../src/adapters/fakes/in-memory.cart-gateway';
import { InMemoryEditorialContent } from '../../src/adapters/fakes/in-memory.editorial-content';
import { InMemoryOrderLookup } from '../../src/adapters/fakes/in-memory.order-lookup';
import { InMemoryOrderGateway } from '../../src/adapters/fakes/in-memory.order-gateway';
import { InMemoryBackOffice } from '../../src/adapters/fakes/in-memory.back-office';
import { InMemoryBackOfficeCatalog } from '../../src/adapters/fakes/in-memory.back-office-catalog';
import { InMemoryPaymentsGateway } from '../../src/adapters/fakes/in-memory.payments-gateway';
import { InMemoryProductCatalog } from '../../src/adapters/fakes/in-memory.product-catalog';
import { InMemorySharedCartGateway } from '../../src/adapters/fakes/in-memory.shared-cart-gateway';
import { InMemorySiteForms } from '../../src/adapters/fakes/in-memory.site-forms';
import { InMemorySiteNavigation } from '../../src/adapters/fakes/in-memory.site-navigation';
import { InMemorySiteSearch } from '../../src/adapters/fakes/in-memory.site-search';
import { InMemoryStoreSettings } from '../../src/adapters/fakes/in-memory.store-settings';
import { InMemorySubscriptionsGateway } from '../../src/adapters/fakes/in-memory.subscriptions-gateway';
import { InMemoryTaxValidator } from '../../src/adapters/fakes/in-memory.tax-validator';
import {
  InMemoryContent,
  type InMemoryContentOptions,
} from '../../src/adapters/fakes/in-memory-content';
import { InMemoryShop, type InMemoryShopOptions } from '../../src/adapters/fakes/in-memory-shop';
import type { Product } from '../../src/domain/catalog/product';
import { someProducts } from './product.mother';

/** The demo customer, as the fakes and the seeded back-end both know them. */
export const KNOWN_CUSTOMER = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
/** The demo member of staff, as the fakes and the seeded back-end both know them. */
export const KNOWN_STAFF = { email: DEMO_STAFF.email, password: DEMO_STAFF.password };

/** Every in-memory content port over one content system, which comes along as `content`. */
export const inMemoryContentPorts = (options: InMemoryContentOptions) => {
  const content = new InMemoryContent(options);
  return {
    content,
    navigation: new InMemorySiteNavigation(content),
    catalog: new InMemoryProductCatalog(content),
    editorial: new InMemoryEditorialContent(content),
    search: new InMemorySiteSearch(content),
    settings: new InMemoryStoreSettings(content),
    forms: new InMemorySiteForms(content),
  };
};

export type InMemoryContentPorts = ReturnType<typeof inMemoryContentPorts>;

/** Every in-memory port over one shop and one content system: one visitor of one back-end. */
export const inMemoryBackend = (
  options: Partial<InMemoryShopOptions> & { readonly products?: readonly Product[] } = {},
) => {
  const products = options.products ?? someProducts(12);
  const shop = new InMemoryShop({
    customers: [DEMO_CUSTOMER, DEMO_STAFF],
    ...options,
    catalog: products,
  });
  return {
    shop,
    products,
    account: new InMemoryAccountGateway(shop),
    appSession: new InMemoryAppSessionGateway(shop),
    carts: new InMemoryCartGateway(shop),
    sharedCarts: new InMemorySharedCartGateway(shop),
    payments: new InMemoryPaymentsGateway(shop),
    subscriptions: new InMemorySubscriptionsGateway(shop),
    orders: new InMemoryOrderGateway(shop),
    office: new InMemoryBackOffice(shop),
    staffCatalog: new InMemoryBackOfficeCatalog(shop),
    orderLookup: new InMemoryOrderLookup(shop),
    addresses: new InMemoryAddressBook(shop),
    taxValidator: new InMemoryTaxValidator(),
    ...inMemoryContentPorts({ ...demoContent(), products }),
  };
};

/** A variant the catalog sells: the first product's first variant. */
export const firstVariantId = (products: readonly Product[]): number =>
  products[0]?.variants[0]?.id ?? 0;
