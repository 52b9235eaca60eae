import type { Container, ServiceIdentifier } from 'inversify';
import { DEMO_CUSTOMER, DEMO_STAFF, demoContent } from '../fakes/demo-content';
import { InMemoryAccountGateway } from '../fakes/in-memory.account-gateway';
import { InMemoryAddressBook } from '../fakes/in-memory.address-book';
import { InMemoryAppSessionGateway } from '../fakes/in-memory.app-session-gateway';
import { InMemoryCartGateway } from '../fakes/in-memory.cart-gateway';
import { InMemoryEditorialContent } from '../fakes/in-memory.editorial-content';
import { InMemoryOrderGateway } from '../fakes/in-memory.order-gateway';
import { InMemoryBackOffice } from '../fakes/in-memory.back-office';
import { BackOfficeService } from '../../application/back-office/back-office.service';
import { StaffCatalogService } from '../../application/back-office/staff-catalog.service';
import { InMemoryBackOfficeCatalog } from '../fakes/in-memory.back-office-catalog';
import { InMemoryPaymentsGateway } from '../fakes/in-memory.payments-gateway';
import { InMemoryProductCatalog } from '../fakes/in-memory.product-catalog';
import { InMemorySharedCartGateway } from '../fakes/in-memory.shared-cart-gateway';
import { InMemoryStockAlertGateway } from '../fakes/in-memory.stock-alert-gateway';
import { StockAlertService } from '../../application/catalog/stock-alert.service';
import { inMemoryPageData } from '../fakes/in-memory.page-data';
import { InMemorySiteForms } from '../fakes/in-memory.site-forms';
import { InMemorySiteNavigation } from '../fakes/in-memory.site-navigation';
import { InMemorySiteSearch } from '../fakes/in-memory.site-search';
import { InMemoryStoreSettings } from '../fakes/in-memory.store-settings';
import { CRAFT_CAPABILITIES } from '../http/craft.capabilities';
import { InMemorySubscriptionsGateway } from '../fakes/in-memory.subscriptions-gateway';
import { InMemoryTaxValidator } from '../fakes/in-memory.tax-validator';
import { InMemoryContent } from '../fakes/in-memory-content';
import { InMemoryShop } from '../fakes/in-memory-shop';
import { InMemoryOrderLookup } from '../fakes/in-memory.order-lookup';
import { Tokens } from './tokens';

/**
 * Runs the storefront with no back-end: one in-memory shop with the demo catalog and the demo
 * customer (demo@example.com / demo-shopper-2026), shared by every commerce port, and one in-memory
 * content system with the demo content behind every content port.
 */
export const bindFakeAdapters = (container: Container): void => {
  const content = demoContent();
  container
    .bind(Tokens.InMemoryShop)
    .toResolvedValue(
      () => new InMemoryShop({ catalog: content.products, customers: [DEMO_CUSTOMER, DEMO_STAFF] }),
    )
    .inSingletonScope();
  const overShop = <T>(id: ServiceIdentifier<T>, make: (shop: InMemoryShop) => T): void => {
    container.bind(id).toResolvedValue(make, [Tokens.InMemoryShop]).inSingletonScope();
  };
  overShop(Tokens.AccountGateway, (shop) => new InMemoryAccountGateway(shop));
  overShop(Tokens.AppSessionGateway, (shop) => new InMemoryAppSessionGateway(shop));
  overShop(Tokens.CartGateway, (shop) => new InMemoryCartGateway(shop));
  overShop(Tokens.SharedCartGateway, (shop) => new InMemorySharedCartGateway(shop));
  overShop(Tokens.PaymentsGateway, (shop) => new InMemoryPaymentsGateway(shop));
  overShop(Tokens.SubscriptionsGateway, (shop) => new InMemorySubscriptionsGateway(shop));
  overShop(Tokens.OrderGateway, (shop) => new InMemoryOrderGateway(shop));
  overShop(Tokens.BackOfficeDesk, (shop) => ({
    orders: new BackOfficeService(new InMemoryBackOffice(shop)),
    catalog: new StaffCatalogService(new InMemoryBackOfficeCatalog(shop)),
  }));
  overShop(Tokens.OrderLookup, (shop) => new InMemoryOrderLookup(shop));
  overShop(Tokens.AddressBook, (shop) => new InMemoryAddressBook(shop));
  overShop(
    Tokens.StockAlertService,
    (shop) => new StockAlertService(new InMemoryStockAlertGateway(shop)),
  );
  container
    .bind(Tokens.TaxValidator)
    .toResolvedValue(() => new InMemoryTaxValidator())
    .inSingletonScope();
  container
    .bind(Tokens.InMemoryContent)
    .toResolvedValue(() => new InMemoryContent(content))
    .inSingletonScope();
  const overContent = <T>(id: ServiceIdentifier<T>, make: (shared: InMemoryContent) => T) => {
    container.bind(id).toResolvedValue(make, [Tokens.InMemoryContent]).inSingletonScope();
  };
  overContent(Tokens.SiteNavigation, (shared) => new InMemorySiteNavigation(shared));
  overContent(Tokens.ProductCatalog, (shared) => new InMemoryProductCatalog(shared));
  overContent(Tokens.EditorialContent, (shared) => new InMemoryEditorialContent(shared));
  overContent(Tokens.SiteSearch, (shared) => new InMemorySiteSearch(shared));
  overContent(Tokens.StoreSettings, (shared) => new InMemoryStoreSettings(shared));
  // The fakes stand in for our server: they offer everything it does.
  container.bind(Tokens.CommerceCapabilities).toConstantValue(CRAFT_CAPABILITIES);
  overContent(Tokens.SiteForms, (shared) => new InMemorySiteForms(shared));
  container.bind(Tokens.PageData).toConstantValue(inMemoryPageData);
};
