// The contract suites against the real back-end in server/. A case for an endpoint it does not have
// yet is registered as skipped by passing `{case: 'server/ has no <endpoint> yet'}` to its suite.
import { afterAll, beforeAll } from 'vitest';
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
import { cookieJarFetch } from '../support/cookie-jar-fetch';
import { type RealServer, startRealServer } from '../support/real-server';
import { describeAccountGatewayContract } from './account-gateway.contract';
import { describeAddressBookContract } from './address-book.contract';
import { describeAppSessionGatewayContract } from './app-session-gateway.contract';
import { describeCartGatewayContract } from './cart-gateway.contract';
import { describeEditorialContentContract } from './editorial-content.contract';
import { DEMO_LOGIN } from './contract-helpers';
import { describeOrderGatewayContract } from './order-gateway.contract';
import { describeBackOfficeContract } from './back-office.contract';
import { describeOrderLookupContract } from './order-lookup.contract';
import { describePaymentsGatewayContract } from './payments-gateway.contract';
import { describeProductCatalogContract } from './product-catalog.contract';
import { describeSharedCartGatewayContract } from './shared-cart-gateway.contract';
import { describeStockAlertGatewayContract } from './stock-alert-gateway.contract';
import { CraftStockAlertGateway } from '../../src/adapters/http/catalog/craft.stock-alert-gateway';
import { describeSiteFormsContract } from './site-forms.contract';
import { describeSiteNavigationContract } from './site-navigation.contract';
import { describeSiteSearchContract } from './site-search.contract';
import { describeStoreSettingsContract } from './store-settings.contract';
import { describeSubscriptionsGatewayContract } from './subscriptions-gateway.contract';
import { describeTaxValidatorContract } from './tax-validator.contract';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

const segments = { commerceCmsSegment: 'commerce-cms' };

/** Every subject is a new visitor: a browser tab of its own, with its own cookies. */
const visitor = async () => {
  const client = new CraftClient({ baseUrl: server.baseUrl, fetch: cookieJarFetch() });
  const catalog = new ElementApiProductCatalog(client);
  const listed = await catalog.listProducts({ page: 1 });
  const purchasableId = listed.ok ? (listed.value.products[0]?.defaultVariantId ?? 0) : 0;
  return {
    customer: DEMO_LOGIN,
    staff: { email: 'staff@example.com', password: 'demo-staff-2026' },
    purchasableId,
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

describeAccountGatewayContract('Craft over http (real server/)', visitor);
describeAppSessionGatewayContract('nuxt-auth over http (real server/)', visitor);
describeCartGatewayContract('Craft over http (real server/)', visitor);
describeSharedCartGatewayContract('shared-cart API over http (real server/)', visitor);
describePaymentsGatewayContract('Craft over http (real server/)', visitor);
describeSubscriptionsGatewayContract('Craft over http (real server/)', visitor);
describeOrderGatewayContract('customer API over http (real server/)', visitor);
describeBackOfficeContract('staff API over http (real server/)', visitor);
describeOrderLookupContract('storefront API over http (real server/)', visitor);
describeAddressBookContract('Craft over http (real server/)', visitor);
describeTaxValidatorContract('AvaTax plugin over http (real server/)', visitor);
// The demo's F-clamp: its pack of 2 is in stock, its pack of 4 sold out.
describeStockAlertGatewayContract('alerts API over http (real server/)', async () => {
  const subject = await visitor();
  const client = new CraftClient({ baseUrl: server.baseUrl, fetch: cookieJarFetch() });
  const clamp = await subject.catalog.product('f-clamp-300');
  const variants = clamp.ok ? clamp.value.variants : [];
  return {
    alerts: new CraftStockAlertGateway(client),
    account: new CraftAccountGateway(client, segments),
    customer: subject.customer,
    soldOutId: variants.find((variant) => variant.stock === 0)?.id ?? 0,
    inStockId: variants.find((variant) => (variant.stock ?? 0) > 0)?.id ?? 0,
  };
});
describeProductCatalogContract('Element API over http (real server/)', visitor);
describeSiteSearchContract('Element API over http (real server/)', visitor);
describeSiteNavigationContract('Element API over http (real server/)', visitor);
describeEditorialContentContract('Element API over http (real server/)', visitor);
describeStoreSettingsContract('REST settings over http (real server/)', visitor);
describeSiteFormsContract('forms endpoint over http (real server/)', visitor);
