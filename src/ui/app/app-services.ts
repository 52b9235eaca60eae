import type { Container, ServiceIdentifier } from 'inversify';
import { Tokens } from '../../adapters/di/tokens';
import { loadOnce } from '../../application/shared/load-once';
import type { StorefrontConfig } from '../../domain/config/storefront-config';
import type { Services } from './services';

/**
 * The services the components reach, resolved from a container: by the browser's entry, the
 * server's (one container per request) and the component tests. A lazily loaded service resolves
 * once; the wait runs through `track` (the loading bar in the browser). A failed load (its code did
 * not download) is tried again on the next use, here and in the container (loadOnce).
 */
export const servicesFrom = (
  container: Container,
  config: StorefrontConfig,
  track: <T>(work: Promise<T>) => Promise<T> = (work) => work,
): Services => {
  const lazily = <T>(token: ServiceIdentifier<T>): (() => Promise<T>) =>
    loadOnce(() => track(container.getAsync(token))).load;
  return {
    auth: container.get(Tokens.AuthService),
    cart: container.get(Tokens.CartService),
    product: container.get(Tokens.ProductService),
    content: container.get(Tokens.ContentService),
    flash: container.get(Tokens.FlashService),
    modal: container.get(Tokens.ModalService),
    errorReporting: container.get(Tokens.ErrorReportingService),
    menu: container.get(Tokens.MenuService),
    loadingBar: container.get(Tokens.LoadingBarService),
    lazy: {
      account: lazily(Tokens.AccountService),
      addressBook: lazily(Tokens.AddressBookService),
      accountAccess: lazily(Tokens.AccountAccessService),
      productList: lazily(Tokens.ProductListService),
      stockAlerts: lazily(Tokens.StockAlertService),
      checkout: lazily(Tokens.CheckoutService),
      search: lazily(Tokens.SearchService),
      orders: lazily(Tokens.OrderService),
      backOffice: lazily(Tokens.BackOfficeDesk),
      orderLookup: lazily(Tokens.OrderLookupService),
      pageData: lazily(Tokens.PageData),
    },
    routePreload: container.get(Tokens.RoutePreloadService),
    routeAccess: container.get(Tokens.RouteAccessService),
    release: container.get(Tokens.ReleaseService),
    config,
    capabilities: container.get(Tokens.CommerceCapabilities),
  };
};
