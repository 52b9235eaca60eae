import { createContext, use } from 'react';
import type { AccountService } from '../../application/account/account.service';
import type { AddressBookService } from '../../application/account/address-book.service';
import type { AccountAccessService } from '../../application/auth/account-access.service';
import type { AuthService } from '../../application/auth/auth.service';
import type { CartService } from '../../application/cart/cart.service';
import type { ProductListService } from '../../application/catalog/product-list.service';
import type { ProductService } from '../../application/catalog/product.service';
import type { CheckoutService } from '../../application/checkout/checkout.service';
import type { ContentService } from '../../application/content/content.service';
import type { SearchService } from '../../application/content/search.service';
import type { FlashService } from '../../application/flash/flash.service';
import type { ModalService } from '../../application/modals/modal.service';
import type { ErrorReportingService } from '../../application/monitoring/error-reporting.service';
import type { MenuService } from '../../application/navigation/menu.service';
import type { OrderService } from '../../application/orders/order.service';
import type { LoadingBarService } from '../../application/layout/loading-bar.service';
import type { ReleaseService } from '../../application/routing/release.service';
import type { RouteAccessService } from '../../application/routing/route-access.service';
import type { RoutePreloadService } from '../../application/routing/route-preload.service';
import type { StorefrontConfig } from '../../domain/config/storefront-config';

/** What components may reach: application services, resolved once by main.tsx. */
export interface Services {
  readonly account: AccountService;
  readonly addressBook: AddressBookService;
  readonly accountAccess: AccountAccessService;
  readonly auth: AuthService;
  readonly cart: CartService;
  readonly productList: ProductListService;
  readonly product: ProductService;
  readonly checkout: CheckoutService;
  readonly content: ContentService;
  readonly search: SearchService;
  readonly flash: FlashService;
  readonly modal: ModalService;
  readonly errorReporting: ErrorReportingService;
  readonly menu: MenuService;
  readonly orders: OrderService;
  readonly loadingBar: LoadingBarService;
  readonly routePreload: RoutePreloadService;
  readonly routeAccess: RouteAccessService;
  readonly release: ReleaseService;
  /** the build's configuration: commerce feature flag, embeddable 'Get Started' form */
  readonly config: StorefrontConfig;
}

export const ServicesContext = createContext<Services | null>(null);

export const useServices = (): Services => {
  const services = use(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesContext>');
  return services;
};
