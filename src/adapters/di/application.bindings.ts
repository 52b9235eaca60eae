import type { Container, ServiceIdentifier } from 'inversify';
import { AuthService } from '../../application/auth/auth.service';
import { CartService } from '../../application/cart/cart.service';
import { ProductService } from '../../application/catalog/product.service';
import { ContentService } from '../../application/content/content.service';
import { FlashService } from '../../application/flash/flash.service';
import { ModalService } from '../../application/modals/modal.service';
import { ErrorReportingService } from '../../application/monitoring/error-reporting.service';
import { LoadingBarService } from '../../application/layout/loading-bar.service';
import { MenuService } from '../../application/navigation/menu.service';
import { ReleaseService } from '../../application/routing/release.service';
import { RouteAccessService } from '../../application/routing/route-access.service';
import { RoutePreloadService } from '../../application/routing/route-preload.service';
import type { Environment } from '../../domain/environment/environment';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AddressBook } from '../../ports/address-book';
import type { AppSessionGateway } from '../../ports/app-session-gateway';
import type { BotDetector } from '../../ports/bot-detector';
import type { BuildInfo } from '../../ports/build-info';
import type { CartGateway } from '../../ports/cart-gateway';
import type { OrderLookup } from '../../ports/order-lookup';
import type { Clock } from '../../ports/clock';
import type { ErrorReporter } from '../../ports/error-reporter';
import type { Logger } from '../../ports/logger';
import type { OrderGateway } from '../../ports/order-gateway';
import type { PageReloader } from '../../ports/page-reloader';
import type { PaymentsGateway } from '../../ports/payments-gateway';
import type { PopupOpener } from '../../ports/popup-opener';
import type { Scheduler } from '../../ports/scheduler';
import type { SessionStore } from '../../ports/session-store';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import type { SiteForms } from '../../ports/site-forms';
import type { StoreSettings } from '../../ports/store-settings';
import type { TaxValidator } from '../../ports/tax-validator';
import { loadOnce } from '../../application/shared/load-once';
import { Tokens as T } from './tokens';

type Bind = Container['bind'];

/** A service over the one port it reads. */
const overPort = <P, S>(
  single: Bind,
  id: ServiceIdentifier<S>,
  port: ServiceIdentifier<P>,
  make: (port: P) => S,
) => single(id).toResolvedValue(make, [port]).inSingletonScope();

const overPortLazily = <P, S>(
  single: Bind,
  id: ServiceIdentifier<S>,
  port: ServiceIdentifier<P>,
  make: (port: P) => Promise<S>,
) => single(id).toResolvedValue(loadOnce(make).load, [port]);

/** Messages, error reports, the loading bar and modals: what every page shows around its content. */
const bindPageFrameServices = (container: Container, environment: Environment): void => {
  const single = container.bind.bind(container);
  single(T.FlashService)
    .toResolvedValue(
      (clock: Clock, scheduler: Scheduler) => new FlashService(clock, scheduler),
      [T.Clock, T.Scheduler],
    )
    .inSingletonScope();
  single(T.ErrorReportingService)
    .toResolvedValue(
      (logger: Logger, reporter: ErrorReporter, clock: Clock, botDetector: BotDetector) =>
        new ErrorReportingService({ logger, reporter, clock, botDetector, environment }),
      [T.Logger, T.ErrorReporter, T.Clock, T.BotDetector],
    )
    .inSingletonScope();
  single(T.LoadingBarService)
    .toResolvedValue(
      (clock: Clock, scheduler: Scheduler) => new LoadingBarService(clock, scheduler),
      [T.Clock, T.Scheduler],
    )
    .inSingletonScope();
  single(T.ModalService)
    .toResolvedValue(
      (forms: SiteForms, flash: FlashService) => new ModalService(forms, flash),
      [T.SiteForms, T.FlashService],
    )
    .inSingletonScope();
};

/** The cart and the signed-in visitor, then the checkout and order pages that build on them. */
const bindShoppingServices = (container: Container): void => {
  const single = container.bind.bind(container);
  single(T.CartService)
    .toResolvedValue(
      (
        carts: CartGateway,
        sharedCarts: SharedCartGateway,
        flash: FlashService,
        sessionStore: SessionStore,
      ) => new CartService({ carts, sharedCarts, flash, sessionStore }),
      [T.CartGateway, T.SharedCartGateway, T.FlashService, T.SessionStore],
    )
    .inSingletonScope();
  single(T.AuthService)
    .toResolvedValue(
      (
        account: AccountGateway,
        appSession: AppSessionGateway,
        cart: CartService,
        flash: FlashService,
        sessionStore: SessionStore,
        popups: PopupOpener,
      ) => new AuthService({ account, appSession, cart, flash, sessionStore, popups }),
      [
        T.AccountGateway,
        T.AppSessionGateway,
        T.CartService,
        T.FlashService,
        T.SessionStore,
        T.PopupOpener,
      ],
    )
    .inSingletonScope();
  single(T.CheckoutService).toResolvedValue(
    loadOnce(
      async (
        cart: CartService,
        payments: PaymentsGateway,
        settings: StoreSettings,
        taxValidator: TaxValidator,
      ) =>
        new (await import('../../application/checkout/checkout.service')).CheckoutService({
          cart,
          payments,
          settings,
          taxValidator,
        }),
    ).load,
    [T.CartService, T.PaymentsGateway, T.StoreSettings, T.TaxValidator],
  );
};

/** The order pages: the history, buying an order again, and a guest's order lookup. */
const bindOrderServices = (container: Container): void => {
  container.bind(T.OrderService).toResolvedValue(
    loadOnce(
      async (orders: OrderGateway, carts: CartGateway, cart: CartService) =>
        new (await import('../../application/orders/order.service')).OrderService(orders, {
          carts,
          cart,
        }),
    ).load,
    [T.OrderGateway, T.CartGateway, T.CartService],
  );
  container
    .bind(T.OrderLookupService)
    .toResolvedValue(
      loadOnce(
        async (lookup: OrderLookup) =>
          new (await import('../../application/orders/order-lookup.service')).OrderLookupService(
            lookup,
          ),
      ).load,
      [T.OrderLookup],
    );
};

/** The account pages: access (activation, password reset), profile and the address book. */
const bindAccountServices = (container: Container): void => {
  const single = container.bind.bind(container);
  single(T.AccountAccessService).toResolvedValue(
    loadOnce(
      async (account: AccountGateway, flash: FlashService, clock: Clock) =>
        new (await import('../../application/auth/account-access.service')).AccountAccessService({
          account,
          flash,
          clock,
        }),
    ).load,
    [T.AccountGateway, T.FlashService, T.Clock],
  );
  single(T.AccountService).toResolvedValue(
    loadOnce(
      async (account: AccountGateway, flash: FlashService) =>
        new (await import('../../application/account/account.service')).AccountService({
          account,
          flash,
        }),
    ).load,
    [T.AccountGateway, T.FlashService],
  );
  single(T.AddressBookService).toResolvedValue(
    loadOnce(
      async (
        addresses: AddressBook,
        taxValidator: TaxValidator,
        flash: FlashService,
        regions: StoreSettings,
      ) =>
        new (await import('../../application/account/address-book.service')).AddressBookService({
          addresses,
          taxValidator,
          flash,
          regions,
        }),
    ).load,
    [T.AddressBook, T.TaxValidator, T.FlashService, T.StoreSettings],
  );
};

/** Editorial content, site search, the catalogue and the menu, each over the one port it reads. */
const bindCatalogueServices = (container: Container): void => {
  const single = container.bind.bind(container);
  overPort(
    single,
    T.ContentService,
    T.EditorialContent,
    (editorial) => new ContentService(editorial),
  );
  overPortLazily(
    single,
    T.SearchService,
    T.SiteSearch,
    async (search) =>
      new (await import('../../application/content/search.service')).SearchService(search),
  );
  overPort(single, T.ProductService, T.ProductCatalog, (catalog) => new ProductService(catalog));
  overPortLazily(
    single,
    T.ProductListService,
    T.ProductCatalog,
    async (catalog) =>
      new (await import('../../application/catalog/product-list.service')).ProductListService(
        catalog,
      ),
  );
  overPort(single, T.MenuService, T.SiteNavigation, (navigation) => new MenuService(navigation));
};

/** Route preloading, route guards and new-release detection. */
const bindRoutingServices = (container: Container): void => {
  const single = container.bind.bind(container);
  single(T.RoutePreloadService)
    .toResolvedValue(() => new RoutePreloadService())
    .inSingletonScope();
  single(T.RouteAccessService)
    .toResolvedValue((auth: AuthService) => new RouteAccessService(auth), [T.AuthService])
    .inSingletonScope();
  single(T.ReleaseService)
    .toResolvedValue(
      (
        clock: Clock,
        scheduler: Scheduler,
        sessionStore: SessionStore,
        reloader: PageReloader,
        buildInfo: BuildInfo,
      ) => new ReleaseService({ clock, scheduler, sessionStore, reloader, buildInfo }),
      [T.Clock, T.Scheduler, T.SessionStore, T.PageReloader, T.BuildInfo],
    )
    .inSingletonScope();
};

/**
 * Services hold state the whole page shares, so there is one of each per container. The services
 * of the account, checkout, order, search and listing pages load their code on first use
 * (`container.getAsync`): the first page a visitor opens does not download them. Those are kept by
 * `loadOnce` rather than inversify's singleton scope, so a failed download is tried again.
 */
export const bindApplicationServices = (container: Container, environment: Environment): void => {
  bindPageFrameServices(container, environment);
  bindShoppingServices(container);
  bindOrderServices(container);
  bindAccountServices(container);
  bindCatalogueServices(container);
  bindRoutingServices(container);
};
