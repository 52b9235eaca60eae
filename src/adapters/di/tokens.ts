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

const token = <T>(name: string) => Symbol.for(`shop.${name}`) as ServiceIdentifier<T>;

export const Tokens = {
  /** one per container: every http adapter shares its base URL and CSRF token */
  CraftClient: token<CraftClient>('CraftClient'),
  /** with useFakes: the one in-memory back-end every fake gateway shares */
  InMemoryShop: token<InMemoryShop>('InMemoryShop'),
  /** with useFakes: the one in-memory content system every fake content port shares */
  InMemoryContent: token<InMemoryContent>('InMemoryContent'),

  AccountGateway: token<AccountGateway>('AccountGateway'),
  AppSessionGateway: token<AppSessionGateway>('AppSessionGateway'),
  CartGateway: token<CartGateway>('CartGateway'),
  SharedCartGateway: token<SharedCartGateway>('SharedCartGateway'),
  PaymentsGateway: token<PaymentsGateway>('PaymentsGateway'),
  SubscriptionsGateway: token<SubscriptionsGateway>('SubscriptionsGateway'),
  OrderGateway: token<OrderGateway>('OrderGateway'),
  OrderLookup: token<OrderLookup>('OrderLookup'),
  AddressBook: token<AddressBook>('AddressBook'),
  TaxValidator: token<TaxValidator>('TaxValidator'),
  SiteNavigation: token<SiteNavigation>('SiteNavigation'),
  ProductCatalog: token<ProductCatalog>('ProductCatalog'),
  EditorialContent: token<EditorialContent>('EditorialContent'),
  SiteSearch: token<SiteSearch>('SiteSearch'),
  StoreSettings: token<StoreSettings>('StoreSettings'),
  CommerceCapabilities: token<CommerceCapabilities>('CommerceCapabilities'),
  SiteForms: token<SiteForms>('SiteForms'),
  PageData: token<PageData>('PageData'),
  SessionStore: token<SessionStore>('SessionStore'),
  Clock: token<Clock>('Clock'),
  Scheduler: token<Scheduler>('Scheduler'),
  Logger: token<Logger>('Logger'),
  ErrorReporter: token<ErrorReporter>('ErrorReporter'),
  PopupOpener: token<PopupOpener>('PopupOpener'),
  BotDetector: token<BotDetector>('BotDetector'),
  PageReloader: token<PageReloader>('PageReloader'),
  BuildInfo: token<BuildInfo>('BuildInfo'),

  FlashService: token<FlashService>('FlashService'),
  ErrorReportingService: token<ErrorReportingService>('ErrorReportingService'),
  CartService: token<CartService>('CartService'),
  AuthService: token<AuthService>('AuthService'),
  AccountAccessService: token<AccountAccessService>('AccountAccessService'),
  AccountService: token<AccountService>('AccountService'),
  AddressBookService: token<AddressBookService>('AddressBookService'),
  CheckoutService: token<CheckoutService>('CheckoutService'),
  OrderService: token<OrderService>('OrderService'),
  BackOfficeDesk: token<BackOfficeDesk>('BackOfficeDesk'),
  OrderLookupService: token<OrderLookupService>('OrderLookupService'),
  ContentService: token<ContentService>('ContentService'),
  SearchService: token<SearchService>('SearchService'),
  ProductService: token<ProductService>('ProductService'),
  ProductListService: token<ProductListService>('ProductListService'),
  StockAlertService: token<StockAlertService>('StockAlertService'),
  MenuService: token<MenuService>('MenuService'),
  ModalService: token<ModalService>('ModalService'),
  LoadingBarService: token<LoadingBarService>('LoadingBarService'),
  RoutePreloadService: token<RoutePreloadService>('RoutePreloadService'),
  RouteAccessService: token<RouteAccessService>('RouteAccessService'),
  ReleaseService: token<ReleaseService>('ReleaseService'),
} as const;
