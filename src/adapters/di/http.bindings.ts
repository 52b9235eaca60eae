import type { Container, ServiceIdentifier } from 'inversify';
import { loadOnce } from '../../application/shared/load-once';
import type { SessionStore } from '../../ports/session-store';
import { CSRF_COOKIE, CraftClient } from '../http/craft-client';
import { DeferredAccountGateway } from '../http/deferred.account-gateway';
import { DeferredCartGateway, DeferredSharedCartGateway } from '../http/deferred.cart-gateway';
import { CraftStoreSettings } from '../http/craft.store-settings';
import { ElementApiEditorialContent } from '../http/element-api.editorial-content';
import { ElementApiProductCatalog } from '../http/element-api.product-catalog';
import { ElementApiSiteForms } from '../http/element-api.site-forms';
import { ElementApiSiteNavigation } from '../http/element-api.site-navigation';
import { ElementApiSiteSearch } from '../http/element-api.site-search';
import type { EmbeddedAnswers } from '../http/embedded-answers';
import { NuxtAuthAppSessionGateway } from '../http/nuxt-auth.app-session-gateway';
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

/**
 * Every port over http to the Craft-compatible back-end, all sharing one client. The ports the first
 * page does not need (account, cart, checkout and order) load their code on first use.
 */
export const bindHttpAdapters = (container: Container, options: HttpBindingOptions): void => {
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
  const overClient = <T>(id: ServiceIdentifier<T>, make: (client: CraftClient) => T): void => {
    container.bind(id).toResolvedValue(make, [Tokens.CraftClient]).inSingletonScope();
  };
  /** Code loaded on first use; a failed download is tried again next time (loadOnce). */
  const overClientLazily = <T>(
    id: ServiceIdentifier<T>,
    make: (client: CraftClient) => Promise<T>,
  ): void => {
    container.bind(id).toResolvedValue(loadOnce(make).load, [Tokens.CraftClient]);
  };
  const segments = { commerceCmsSegment: options.commerceCmsSegment };
  // Only signing in and out and the account pages call it: its code loads on the first call.
  overClient(
    Tokens.AccountGateway,
    (client) =>
      new DeferredAccountGateway(
        async () =>
          new (await import('../http/craft.account-gateway')).CraftAccountGateway(client, segments),
      ),
  );
  overClient(Tokens.AppSessionGateway, (client) => new NuxtAuthAppSessionGateway(client, segments));
  // The layout reads the cart once the first page is on screen: the cart's code loads then.
  overClient(
    Tokens.CartGateway,
    (client) =>
      new DeferredCartGateway(
        async () => new (await import('../http/craft.cart-gateway')).CraftCartGateway(client),
      ),
  );
  overClient(
    Tokens.SharedCartGateway,
    (client) =>
      new DeferredSharedCartGateway(
        async () =>
          new (await import('../http/craft.shared-cart-gateway')).CraftSharedCartGateway(client),
      ),
  );
  overClientLazily(
    Tokens.PaymentsGateway,
    async (client) =>
      new (await import('../http/craft.payments-gateway')).CraftPaymentsGateway(client),
  );
  overClientLazily(
    Tokens.SubscriptionsGateway,
    async (client) =>
      new (await import('../http/craft.subscriptions-gateway')).CraftSubscriptionsGateway(client),
  );
  overClientLazily(
    Tokens.OrderGateway,
    async (client) => new (await import('../http/craft.order-gateway')).CraftOrderGateway(client),
  );
  overClientLazily(
    Tokens.AddressBook,
    async (client) => new (await import('../http/craft.address-book')).CraftAddressBook(client),
  );
  overClientLazily(
    Tokens.TaxValidator,
    async (client) =>
      new (await import('../http/avatax.tax-validator')).AvataxTaxValidator(client, {
        taxServiceSegment: options.taxServiceSegment,
      }),
  );
  overClient(Tokens.SiteNavigation, (client) => new ElementApiSiteNavigation(client));
  overClient(Tokens.ProductCatalog, (client) => new ElementApiProductCatalog(client));
  overClient(Tokens.EditorialContent, (client) => new ElementApiEditorialContent(client));
  overClient(Tokens.SiteSearch, (client) => new ElementApiSiteSearch(client));
  overClient(Tokens.StoreSettings, (client) => new CraftStoreSettings(client));
  overClient(Tokens.SiteForms, (client) => new ElementApiSiteForms(client));
};
