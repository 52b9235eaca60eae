import type { Container, ServiceIdentifier } from 'inversify';
import { loadOnce } from '../../application/shared/load-once';
import { DeferredAccountGateway } from '../http/account/deferred.account-gateway';
import { DeferredCartGateway } from '../http/cart/deferred.cart-gateway';
import type { CraftClient } from '../http/client/craft-client';
import { VendureCartSession } from '../vendure/cart/vendure-cart-session';
import { VendureProductCatalog } from '../vendure/catalog/vendure.product-catalog';
import { VendureClient } from '../vendure/client/vendure-client';
import { VENDURE_CAPABILITIES } from '../vendure/vendure.capabilities';
import { absentOrderLookup, absentStockAlertService } from '../vendure/vendure.absent-ports';
import { VendureAppSessionGateway } from '../vendure/session/vendure.app-session-gateway';
import { sessionStartFetch } from '../vendure/client/session-start.fetch';
import { Tokens } from './tokens';

const overVendure = <T>(
  container: Container,
  id: ServiceIdentifier<T>,
  make: (client: VendureClient, http: CraftClient) => T,
): void => {
  container
    .rebind(id)
    .toResolvedValue(
      (http: CraftClient) => make(new VendureClient(http), http),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
};

/** Code loaded on first use, as the Craft adapters' (a failed download is tried again). */
const overVendureLazily = <T>(
  container: Container,
  id: ServiceIdentifier<T>,
  make: (client: VendureClient) => Promise<T>,
): void => {
  container
    .rebind(id)
    .toResolvedValue(loadOnce((http: CraftClient) => make(new VendureClient(http))).load, [
      Tokens.CraftClient,
    ]);
};

/**
 * The cart and paying for it: their code loads on first use, as the Craft ones' does (the layout
 * reads the cart once the first page is on screen; only the checkout pays). Both share what the
 * cart has and Vendure's order lacks (its notices, the chosen payment method), kept for the
 * container's life: one tab, or one server render.
 */
const bindCartAndPayments = (container: Container): void => {
  const session = new VendureCartSession();
  overVendure(
    container,
    Tokens.CartGateway,
    (client) =>
      new DeferredCartGateway(
        async () =>
          new (await import('../vendure/cart/vendure.cart-gateway')).VendureCartGateway(
            client,
            session,
          ),
      ),
  );
  overVendureLazily(
    container,
    Tokens.PaymentsGateway,
    async (client) =>
      new (await import('../vendure/payments/vendure.payments-gateway')).VendurePaymentsGateway(
        client,
        session,
      ),
  );
};

/**
 * The site search: products from Vendure, pages, posts and case studies from the content back-end's
 * search. That one is the search bound now (the Craft adapters'), taken before Vendure's is bound
 * over it rather than built here: this chunk then needs nothing more from the first page's, whose
 * size budget is spent. Only the header's search and /search ask: the code loads on first use.
 */
const bindSiteSearch = (container: Container): void => {
  const content = container.get(Tokens.SiteSearch);
  overVendureLazily(
    container,
    Tokens.SiteSearch,
    async (client) =>
      new (await import('../vendure/catalog/vendure.site-search')).VendureSiteSearch(
        client,
        content,
      ),
  );
};

/**
 * Vendure as the commerce back-end, beside the content back-end: its Shop API, which our server
 * forwards at /shop-api on the page's own origin, answers the catalogue, the cart, payments, the
 * session, accounts, addresses, orders, the store's countries and payment methods, and the products
 * the site search finds. Bound over the Craft adapters; the browser loads this module (a chunk of
 * its own) only when the page names Vendure. What the first page needs (the session read at
 * start-up, the catalogue) is here; the rest loads on first use, as Craft's does.
 */
export const bindVendureCommerce = (container: Container): void => {
  container.rebind(Tokens.CommerceCapabilities).toConstantValue(VENDURE_CAPABILITIES);
  container.rebind(Tokens.OrderLookup).toConstantValue(absentOrderLookup);
  container
    .rebind(Tokens.StockAlertService)
    .toResolvedValue(absentStockAlertService)
    .inSingletonScope();
  overVendure(container, Tokens.ProductCatalog, (client) => new VendureProductCatalog(client));
  bindCartAndPayments(container);
  bindSiteSearch(container);
  overVendure(
    container,
    Tokens.AppSessionGateway,
    (client) => new VendureAppSessionGateway(client),
  );
  // Only signing in and out and the account pages call it: its code loads on the first call.
  overVendure(
    container,
    Tokens.AccountGateway,
    (client, http) =>
      new DeferredAccountGateway(
        async () =>
          new (await import('../vendure/account/vendure.account-gateway')).VendureAccountGateway(
            client,
            http,
          ),
      ),
  );
  overVendureLazily(
    container,
    Tokens.OrderGateway,
    async (client) =>
      new (await import('../vendure/orders/vendure.order-gateway')).VendureOrderGateway(client),
  );
  overVendureLazily(
    container,
    Tokens.AddressBook,
    async (client) =>
      new (await import('../vendure/addresses/vendure.address-book')).VendureAddressBook(client),
  );
  // Only checkout and the address forms ask (their services load on first use too).
  overVendureLazily(
    container,
    Tokens.StoreSettings,
    async (client) =>
      new (await import('../vendure/settings/vendure.store-settings')).VendureStoreSettings(client),
  );
};

/**
 * A Vendure shop's browser tab: the Vendure adapters, and a fetch that lets a new visitor's first
 * Shop API request start their session before the others go (see sessionStartFetch).
 */
export const vendureInBrowser = () => ({
  bindCommerce: bindVendureCommerce,
  fetch: sessionStartFetch((input, init) => globalThis.fetch(input, init)),
});
