import { createContext, use } from 'react';
import type { AccountService } from '../../application/account/account.service';
import type { AddressBookService } from '../../application/account/address-book.service';
import type { AccountAccessService } from '../../application/auth/account-access.service';
import type { AuthService } from '../../application/auth/auth.service';
import type { CartService } from '../../application/cart/cart.service';
import type { ProductListService } from '../../application/catalog/product-list.service';
import type { ProductService } from '../../application/catalog/product.service';
import type { StockAlertService } from '../../application/catalog/stock-alert.service';
import type { CheckoutService } from '../../application/checkout/checkout.service';
import type { ContentService } from '../../application/content/content.service';
import type { SearchService } from '../../application/content/search.service';
import type { FlashService } from '../../application/flash/flash.service';
import type { ModalService } from '../../application/modals/modal.service';
import type { ErrorReportingService } from '../../application/monitoring/error-reporting.service';
import type { MenuService } from '../../application/navigation/menu.service';
import type { OrderService } from '../../application/orders/order.service';
import type { BackOfficeDesk } from '../../application/back-office/back-office-desk';
import type { OrderLookupService } from '../../application/orders/order-lookup.service';
import type { LoadingBarService } from '../../application/layout/loading-bar.service';
import type { ReleaseService } from '../../application/routing/release.service';
import type { RouteAccessService } from '../../application/routing/route-access.service';
import type { RoutePreloadService } from '../../application/routing/route-preload.service';
import type { StorefrontConfig } from '../../domain/config/storefront-config';
import type { PageData } from '../../ports/page-data';
import type { CommerceCapabilities } from '../../ports/commerce-capabilities';

/** The services (and the one port) only some pages need; each getter loads the code once and answers the same promise. */
export interface LazyServices {
  readonly account: () => Promise<AccountService>;
  readonly addressBook: () => Promise<AddressBookService>;
  readonly accountAccess: () => Promise<AccountAccessService>;
  readonly productList: () => Promise<ProductListService>;
  readonly stockAlerts: () => Promise<StockAlertService>;
  readonly checkout: () => Promise<CheckoutService>;
  readonly search: () => Promise<SearchService>;
  readonly orders: () => Promise<OrderService>;
  /** the staff's back office (/admin) */
  readonly backOffice: () => Promise<BackOfficeDesk>;
  readonly orderLookup: () => Promise<OrderLookupService>;
  /** a page's data in one request, on a move to another page (a port: no rule of its own to add) */
  readonly pageData: () => Promise<PageData>;
}

/** What components may reach: application services, resolved once by main.tsx. */
export interface Services {
  readonly auth: AuthService;
  readonly cart: CartService;
  readonly product: ProductService;
  readonly content: ContentService;
  readonly flash: FlashService;
  readonly modal: ModalService;
  readonly errorReporting: ErrorReportingService;
  readonly menu: MenuService;
  readonly loadingBar: LoadingBarService;
  readonly routePreload: RoutePreloadService;
  readonly routeAccess: RouteAccessService;
  readonly release: ReleaseService;
  /** services whose code loads with the first page that needs them: see `useLazyService` */
  readonly lazy: LazyServices;
  /** the build's configuration: commerce feature flag, embeddable 'Get Started' form */
  readonly config: StorefrontConfig;
  /** what the commerce back-end offers beyond the core: a screen offers nothing it lacks */
  readonly capabilities: CommerceCapabilities;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const services = use(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesContext>');
  return services;
};

/**
 * A service whose code loads on first use: the component suspends until it is there (a navigation
 * keeps the previous page on screen meanwhile, the loading bar runs).
 */
export const useLazyService = <K extends keyof LazyServices>(
  name: K,
): Awaited<ReturnType<LazyServices[K]>> =>
  use(useServices().lazy[name]() as Promise<Awaited<ReturnType<LazyServices[K]>>>);
