// The contract suites against the http adapters, talking to a Craft stand-in on the wire (msw) that
// is backed by the in-memory fakes: what the adapters send and read must match what the fakes do.
import { AvataxTaxValidator } from '../../src/adapters/http/addresses/avatax.tax-validator';
import { CraftAccountGateway } from '../../src/adapters/http/account/craft.account-gateway';
import { CraftAddressBook } from '../../src/adapters/http/addresses/craft.address-book';
import { CraftCartGateway } from '../../src/adapters/http/cart/craft.cart-gateway';
import { CraftClient } from '../../src/adapters/http/client/craft-client';
import { CraftOrderGateway } from '../../src/adapters/http/orders/craft.order-gateway';
import { CraftBackOffice } from '../../src/adapters/http/back-office/craft.back-office';
import { CraftBackOfficeCatalog } from '../../src/adapters/http/back-office/craft.back-office-catalog';
import { CraftOrderLookup } from '../../src/adapters/http/orders/craft.order-lookup';
import { CraftPaymentsGateway } from '../../src/adapters/http/payments/craft.payments-gateway';
import { CraftSharedCartGateway } from '../../src/adapters/http/cart/craft.shared-cart-gateway';
import { CraftSubscriptionsGateway } from '../../src/adapters/http/payments/craft.subscriptions-gateway';
import { CraftStoreSettings } from '../../src/adapters/http/settings/craft.store-settings';
import { ElementApiEditorialContent } from '../../src/adapters/http/content/element-api.editorial-content';
import { ElementApiProductCatalog } from '../../src/adapters/http/catalog/element-api.product-catalog';
import { ElementApiSiteForms } from '../../src/adapters/http/content/element-api.site-forms';
import { ElementApiSiteNavigation } from '../../src/adapters/http/navigation/element-api.site-navigation';
import { ElementApiSiteSearch } from '../../src/adapters/http/content/element-api.site-search';
import { SessionEndpointAppSessionGateway } from '../../src/adapters/http/session/session-endpoint.app-session-gateway';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../../src/adapters/fakes/demo-content';
import { cookieJarFetch } from '../support/cookie-jar-fetch';
import { FAKE_CRAFT_ORIGIN, fakeCraftHandlers } from '../support/craft-wire.handlers';
import { firstVariantId, KNOWN_CUSTOMER, KNOWN_STAFF } from '../support/in-memory.backend';
import { useMswServer } from '../support/msw-server';
import { someProducts } from '../support/product.mother';
import { describeAccountGatewayContract } from './account-gateway.contract';
import { describeAddressBookContract } from './address-book.contract';
import { describeAppSessionGatewayContract } from './app-session-gateway.contract';
import { describeCartGatewayContract } from './cart-gateway.contract';
import { describeEditorialContentContract } from './editorial-content.contract';
import { describeOrderGatewayContract } from './order-gateway.contract';
import { describeBackOfficeContract } from './back-office.contract';
import { describeOrderLookupContract } from './order-lookup.contract';
import { describePaymentsGatewayContract } from './payments-gateway.contract';
import { describeProductCatalogContract } from './product-catalog.contract';
import { describeSharedCartGatewayContract } from './shared-cart-gateway.contract';
import { describeSiteFormsContract } from './site-forms.contract';
import { describeSiteNavigationContract } from './site-navigation.contract';
import { describeSiteSearchContract } from './site-search.contract';
import { describeStoreSettingsContract } from './store-settings.contract';
import { describeSubscriptionsGatewayContract } from './subscriptions-gateway.contract';
import { describeTaxValidatorContract } from './tax-validator.contract';
import {
  describeAbsentStockAlertsContract,
  describeStockAlertGatewayContract,
} from './stock-alert-gateway.contract';
import { CraftStockAlertGateway } from '../../src/adapters/http/catalog/craft.stock-alert-gateway';
import { aProduct, aVariant } from '../support/product.mother';

const server = useMswServer();
const segments = { commerceCmsSegment: 'commerce-cms' };

/** Each subject is a new visitor: a fresh cookie jar against a freshly seeded stand-in. */
const visitor = (perPage?: number) => {
  const products = someProducts(12);
  server.use(...fakeCraftHandlers({ products, perPage, customers: [DEMO_CUSTOMER, DEMO_STAFF] }));
  const client = new CraftClient({ baseUrl: FAKE_CRAFT_ORIGIN, fetch: cookieJarFetch() });
  const catalog = new ElementApiProductCatalog(client);
  return {
    customer: KNOWN_CUSTOMER,
    staff: KNOWN_STAFF,
    purchasableId: firstVariantId(products),
    cardGatewayId: 1,
    account: new CraftAccountGateway(client, segments),
    appSession: new SessionEndpointAppSessionGateway(client, segments),
    carts: new CraftCartGateway(client),
    sharedCarts: new CraftSharedCartGateway(client),
    payments: new CraftPaymentsGateway(client),
    subscriptions: new CraftSubscriptionsGateway(client),
    orders: new CraftOrderGateway(client),
    office: new CraftBackOffice(client),
    staffCatalog: new CraftBackOfficeCatalog(client),
    orderLookup: new CraftOrderLookup(client),
    addresses: new CraftAddressBook(client),
    validator: new AvataxTaxValidator(client, { taxServiceSegment: 'avatax' }),
    navigation: new ElementApiSiteNavigation(client),
    catalog,
    editorial: new ElementApiEditorialContent(client),
    search: new ElementApiSiteSearch(client),
    settings: new CraftStoreSettings(client),
    forms: new ElementApiSiteForms(client),
  };
};

describeAccountGatewayContract('Craft over http (msw)', async () => visitor());
describeAppSessionGatewayContract('nuxt-auth over http (msw)', async () => visitor());
describeCartGatewayContract('Craft over http (msw)', async () => visitor());
describeSharedCartGatewayContract('shared-cart API over http (msw)', async () => visitor());
describePaymentsGatewayContract('Craft over http (msw)', async () => visitor());
describeSubscriptionsGatewayContract('Craft over http (msw)', async () => visitor());
describeOrderGatewayContract('customer API over http (msw)', async () => visitor());
describeBackOfficeContract('staff API over http (msw)', async () => visitor());
describeOrderLookupContract('storefront API over http (msw)', async () => visitor());
describeAddressBookContract('Craft over http (msw)', async () => visitor());
describeTaxValidatorContract('AvaTax plugin over http (msw)', async () => visitor());

/** A visitor of a shop with one product: its first variant sold out, its second in stock. */
const alertsVisitor = (stockAlerts: boolean) => {
  const products = [
    aProduct({ variants: [aVariant({ id: 4, stock: 0 }), aVariant({ id: 5, stock: 3 })] }),
  ];
  server.use(...fakeCraftHandlers({ products, customers: [DEMO_CUSTOMER], stockAlerts }));
  const client = new CraftClient({ baseUrl: FAKE_CRAFT_ORIGIN, fetch: cookieJarFetch() });
  return {
    alerts: new CraftStockAlertGateway(client),
    account: new CraftAccountGateway(client, segments),
    customer: KNOWN_CUSTOMER,
    soldOutId: 4,
    inStockId: 5,
  };
};
describeStockAlertGatewayContract('alerts API over http (msw)', async () => alertsVisitor(true));
describeAbsentStockAlertsContract('Craft over http (msw)', async () => alertsVisitor(false));
describeProductCatalogContract('Element API over http (msw), several pages', async () =>
  visitor(5),
);
describeProductCatalogContract('Element API over http (msw), one page', async () => visitor());
describeSiteSearchContract('Element API over http (msw), several pages', async () => visitor(5));
describeSiteSearchContract('Element API over http (msw), one page', async () => visitor());
describeSiteNavigationContract('Element API over http (msw)', async () => visitor());
describeEditorialContentContract('Element API over http (msw)', async () => visitor());
describeStoreSettingsContract('REST settings over http (msw)', async () => visitor());
describeSiteFormsContract('forms endpoint over http (msw)', async () => visitor());
