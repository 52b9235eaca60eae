import type { ServiceIdentifier } from 'inversify';
import type { AccountService } from '../../application/account/account.service';
import type { AddressBookService } from '../../application/account/address-book.service';
import type { AccountAccessService } from '../../application/auth/account-access.service';
import type { AuthService } from '../../application/auth/auth.service';
import type { CartService } from '../../application/cart/cart.service';
import type { ProductListService } from '../../application/catalog/product-list.service';
import type { StockAlertService } from '../../application/catalog/stock-alert.service';
import type { ProductService } from '../../application/catalog/product.service';
import type { CheckoutService } from '../../application/checkout/checkout.service';
import type { ContentService } from '../../application/content/content.service';
import type { SearchService } from '../../application/content/search.service';
import type { FlashService } from '../../application/flash/flash.service';
import type { ModalService } from '../../application/modals/modal.service';
import type { ErrorReportingService } from '../../application/monitoring/error-reporting.service';
import type { LoadingBarService } from '../../application/layout/loading-bar.service';
import type { MenuService } from '../../application/navigation/menu.service';
import type { ReleaseService } from '../../application/routing/release.service';
import type { RouteAccessService } from '../../application/routing/route-access.service';
import type { RoutePreloadService } from '../../application/routing/route-preload.service';
import type { OrderService } from '../../application/orders/order.service';
import type { BackOfficeDesk } from '../../application/back-office/back-office-desk';
import type { OrderLookupService } from '../../application/orders/order-lookup.service';
import type { OrderLookup } from '../../ports/order-lookup';
import type { AccountGateway } from '../../ports/account-gateway';
import type { AddressBook } from '../../ports/address-book';
import type { AppSessionGateway } from '../../ports/app-session-gateway';
import type { BotDetector } from '../../ports/bot-detector';
import type { BuildInfo } from '../../ports/build-info';
import type { CartGateway } from '../../ports/cart-gateway';
import type { Clock } from '../../ports/clock';
import type { EditorialContent } from '../../ports/editorial-content';
import type { ErrorReporter } from '../../ports/error-reporter';
import type { Logger } from '../../ports/logger';
import type { OrderGateway } from '../../ports/order-gateway';
import type { PageReloader } from '../../ports/page-reloader';
import type { PaymentsGateway } from '../../ports/payments-gateway';
import type { PopupOpener } from '../../ports/popup-opener';
import type { ProductCatalog } from '../../ports/product-catalog';
import type { Scheduler } from '../../ports/scheduler';
import type { SessionStore } from '../../ports/session-store';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import type { SiteForms } from '../../ports/site-forms';
import type { SiteNavigation } from '../../ports/site-navigation';
import type { PageData } from '../../ports/page-data';
import type { SiteSearch } from '../../ports/site-search';
import type { StoreSettings } from '../../ports/store-settings';
import type { CommerceCapabilities } from '../../ports/commerce-capabilities';
import type { SubscriptionsGateway } from '../../ports/subscriptions-gateway';
import type { TaxValidator } from '../../ports/tax-validator';
import type { InMemoryContent } from '../fakes/in-memory-content';
import type { InMemoryShop } from '../fakes/in-memory-shop';
import type { CraftClient } from '../http/client/craft-client';

/** A token's type; its name is its key in Tokens (written once: the entry carries every name). */
const of = <T>() => null as unknown as ServiceIdentifier<T>;

/** Each key's token: a symbol named after it, the same in every chunk that asks (Symbol.for). */
const named = <T extends Readonly<Record<string, ServiceIdentifier<unknown>>>>(types: T): T =>
  Object.fromEntries(Object.keys(types).map((name) => [name, Symbol.for(`shop.${name}`)])) as T;

export const Tokens = named({
  /** one per container: every http adapter shares its base URL and CSRF token */
  CraftClient: of<CraftClient>(),
  /** with useFakes: the one in-memory back-end every fake gateway shares */
  InMemoryShop: of<InMemoryShop>(),
  /** with useFakes: the one in-memory content system every fake content port shares */
  InMemoryContent: of<InMemoryContent>(),

  AccountGateway: of<AccountGateway>(),
  AppSessionGateway: of<AppSessionGateway>(),
  CartGateway: of<CartGateway>(),
  SharedCartGateway: of<SharedCartGateway>(),
  PaymentsGateway: of<PaymentsGateway>(),
  SubscriptionsGateway: of<SubscriptionsGateway>(),
  OrderGateway: of<OrderGateway>(),
  OrderLookup: of<OrderLookup>(),
  AddressBook: of<AddressBook>(),
  TaxValidator: of<TaxValidator>(),
  SiteNavigation: of<SiteNavigation>(),
  ProductCatalog: of<ProductCatalog>(),
  EditorialContent: of<EditorialContent>(),
  SiteSearch: of<SiteSearch>(),
  StoreSettings: of<StoreSettings>(),
  CommerceCapabilities: of<CommerceCapabilities>(),
  SiteForms: of<SiteForms>(),
  PageData: of<PageData>(),
  SessionStore: of<SessionStore>(),
  Clock: of<Clock>(),
  Scheduler: of<Scheduler>(),
  Logger: of<Logger>(),
  ErrorReporter: of<ErrorReporter>(),
  PopupOpener: of<PopupOpener>(),
  BotDetector: of<BotDetector>(),
  PageReloader: of<PageReloader>(),
  BuildInfo: of<BuildInfo>(),

  FlashService: of<FlashService>(),
  ErrorReportingService: of<ErrorReportingService>(),
  CartService: of<CartService>(),
  AuthService: of<AuthService>(),
  AccountAccessService: of<AccountAccessService>(),
  AccountService: of<AccountService>(),
  AddressBookService: of<AddressBookService>(),
  CheckoutService: of<CheckoutService>(),
  OrderService: of<OrderService>(),
  BackOfficeDesk: of<BackOfficeDesk>(),
  OrderLookupService: of<OrderLookupService>(),
  ContentService: of<ContentService>(),
  SearchService: of<SearchService>(),
  ProductService: of<ProductService>(),
  ProductListService: of<ProductListService>(),
  StockAlertService: of<StockAlertService>(),
  MenuService: of<MenuService>(),
  ModalService: of<ModalService>(),
  LoadingBarService: of<LoadingBarService>(),
  RoutePreloadService: of<RoutePreloadService>(),
  RouteAccessService: of<RouteAccessService>(),
  ReleaseService: of<ReleaseService>(),
});
