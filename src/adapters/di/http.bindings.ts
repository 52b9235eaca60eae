import type { Container, ServiceIdentifier } from 'inversify';
import { loadOnce } from '../../application/shared/load-once';
import type { SessionStore } from '../../ports/session-store';
import { CSRF_COOKIE, CraftClient } from '../http/client/craft-client';
import { DeferredAccountGateway } from '../http/account/deferred.account-gateway';
import { DeferredCartGateway, DeferredSharedCartGateway } from '../http/cart/deferred.cart-gateway';
import { CraftStoreSettings } from '../http/settings/craft.store-settings';
import { CRAFT_CAPABILITIES } from '../http/craft.capabilities';
import { ElementApiEditorialContent } from '../http/content/element-api.editorial-content';
import { ElementApiProductCatalog } from '../http/catalog/element-api.product-catalog';
import { ElementApiSiteForms } from '../http/content/element-api.site-forms';
import { ElementApiSiteNavigation } from '../http/navigation/element-api.site-navigation';
import { ElementApiSiteSearch } from '../http/content/element-api.site-search';
import type { EmbeddedAnswers } from '../http/client/embedded-answers';
import { SessionEndpointAppSessionGateway } from '../http/session/session-endpoint.app-session-gateway';
import { Tokens } from './tokens';

export interface HttpBindingOptions {
  readonly apiBaseUrl: string;
  readonly fetch: typeof fetch;
  /** the `{commerce-cms-segment}` of /api/v1/{segment}/session and /verify-email */
  readonly commerceCmsSegment: string;
  /** the `{tax-service-segment}` of actions/{segment}/json/validate-address */
  readonly taxServiceSegment: string;
  /** answers the server wrote into the page (see EmbeddedAnswers); none by default */
  readonly embeddedAnswers?: EmbeddedAnswers;
}

const overClient = <T>(
  container: Container,
  id: ServiceIdentifier<T>,
  make: (client: CraftClient) => T,
): void => {
  container.bind(id).toResolvedValue(make, [Tokens.CraftClient]).inSingletonScope();
};

/** Code loaded on first use; a failed download is tried again next time (loadOnce). */
const overClientLazily = <T>(
  container: Container,
  id: ServiceIdentifier<T>,
  make: (client: CraftClient) => Promise<T>,
): void => {
  container.bind(id).toResolvedValue(loadOnce(make).load, [Tokens.CraftClient]);
};

const bindCraftClient = (container: Container, options: HttpBindingOptions): void => {
  container
    .bind(Tokens.CraftClient)
    .toResolvedValue(
      (sessionStore: SessionStore) =>
        new CraftClient({
          baseUrl: options.apiBaseUrl,
          fetch: options.fetch,
          readCsrfCookie: () => sessionStore.readCookie(CSRF_COOKIE),
          ...(options.embeddedAnswers ? { embeddedAnswers: options.embeddedAnswers } : {}),
        }),
      [Tokens.SessionStore],
    )
    .inSingletonScope();
};

/** Signing in, the session and the cart: used from the first page on, their code comes later. */
const bindAccountAndCartAdapters = (container: Container, options: HttpBindingOptions): void => {
  const segments = { commerceCmsSegment: options.commerceCmsSegment };
  // Only signing in and out and the account pages call it: its code loads on the first call.
  overClient(
    container,
    Tokens.AccountGateway,
    (client) =>
      new DeferredAccountGateway(
        async () =>
          new (await import('../http/account/craft.account-gateway')).CraftAccountGateway(
            client,
            segments,
          ),
      ),
  );
  overClient(
    container,
    Tokens.AppSessionGateway,
    (client) => new SessionEndpointAppSessionGateway(client, segments),
  );
  // The layout reads the cart once the first page is on screen: the cart's code loads then.
  overClient(
    container,
    Tokens.CartGateway,
    (client) =>
      new DeferredCartGateway(
        async () => new (await import('../http/cart/craft.cart-gateway')).CraftCartGateway(client),
      ),
  );
  overClient(
    container,
    Tokens.SharedCartGateway,
    (client) =>
      new DeferredSharedCartGateway(
        async () =>
          new (await import('../http/cart/craft.shared-cart-gateway')).CraftSharedCartGateway(
            client,
          ),
      ),
  );
};

/** The checkout and account pages' ports (payments, orders, addresses, tax): loaded on first use. */
const bindCheckoutAndAccountAdapters = (
  container: Container,
  options: HttpBindingOptions,
): void => {
  overClientLazily(
    container,
    Tokens.PaymentsGateway,
    async (client) =>
      new (await import('../http/payments/craft.payments-gateway')).CraftPaymentsGateway(client),
  );
  overClientLazily(
    container,
    Tokens.SubscriptionsGateway,
    async (client) =>
      new (await import('../http/payments/craft.subscriptions-gateway')).CraftSubscriptionsGateway(
        client,
      ),
  );
  overClientLazily(
    container,
    Tokens.OrderGateway,
    async (client) =>
      new (await import('../http/orders/craft.order-gateway')).CraftOrderGateway(client),
  );
  // The staff's back office: its service and adapter arrive together, in one chunk of their own.
  overClientLazily(container, Tokens.BackOfficeDesk, async (client) =>
    (await import('./back-office.module')).backOfficeOver(client),
  );
  overClientLazily(
    container,
    Tokens.OrderLookup,
    async (client) =>
      new (await import('../http/orders/craft.order-lookup')).CraftOrderLookup(client),
  );
  overClientLazily(
    container,
    Tokens.AddressBook,
    async (client) =>
      new (await import('../http/addresses/craft.address-book')).CraftAddressBook(client),
  );
  overClientLazily(
    container,
    Tokens.TaxValidator,
    async (client) =>
      new (await import('../http/addresses/avatax.tax-validator')).AvataxTaxValidator(client, {
        taxServiceSegment: options.taxServiceSegment,
      }),
  );
};

/** Navigation, catalogue, editorial content, search, store settings and forms. */
const bindContentAdapters = (container: Container): void => {
  overClient(container, Tokens.SiteNavigation, (client) => new ElementApiSiteNavigation(client));
  overClient(container, Tokens.ProductCatalog, (client) => new ElementApiProductCatalog(client));
  overClient(
    container,
    Tokens.EditorialContent,
    (client) => new ElementApiEditorialContent(client),
  );
  overClient(container, Tokens.SiteSearch, (client) => new ElementApiSiteSearch(client));
  overClient(container, Tokens.StoreSettings, (client) => new CraftStoreSettings(client));
  container.bind(Tokens.CommerceCapabilities).toConstantValue(CRAFT_CAPABILITIES);
  overClient(container, Tokens.SiteForms, (client) => new ElementApiSiteForms(client));
  // Asked for a sold-out variant only, once the page is on screen: the service and its adapter
  // load then, in one piece (the first page's JavaScript budget has no room for two bindings).
  overClientLazily(container, Tokens.StockAlertService, async (client) =>
    (await import('./stock-alerts.http')).stockAlertService(client),
  );
  // Asked on a move to another page only: its code loads then.
  overClientLazily(
    container,
    Tokens.PageData,
    async (client) =>
      new (await import('../http/routing/page-data.endpoint')).PageDataEndpoint(client),
  );
};

/**
 * Every port over http to the Craft-compatible back-end, all sharing one client. The ports the first
 * page does not need (account, cart, checkout and order) load their code on first use.
 */
export const bindHttpAdapters = (container: Container, options: HttpBindingOptions): void => {
  bindCraftClient(container, options);
  bindAccountAndCartAdapters(container, options);
  bindCheckoutAndAccountAdapters(container, options);
  bindContentAdapters(container);
};
