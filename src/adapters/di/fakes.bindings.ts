import type { Container, ServiceIdentifier } from 'inversify';
import { DEMO_CUSTOMER, demoContent } from '../fakes/demo-content';
import { InMemoryAccountGateway } from '../fakes/in-memory.account-gateway';
import { InMemoryAddressBook } from '../fakes/in-memory.address-book';
import { InMemoryAppSessionGateway } from '../fakes/in-memory.app-session-gateway';
import { InMemoryCartGateway } from '../fakes/in-memory.cart-gateway';
import { InMemoryContentRepository } from '../fakes/in-memory.content-repository';
import { InMemoryOrderGateway } from '../fakes/in-memory.order-gateway';
import { InMemoryPaymentsGateway } from '../fakes/in-memory.payments-gateway';
import { InMemorySharedCartGateway } from '../fakes/in-memory.shared-cart-gateway';
import { InMemorySubscriptionsGateway } from '../fakes/in-memory.subscriptions-gateway';
import { InMemoryTaxValidator } from '../fakes/in-memory.tax-validator';
import { InMemoryShop } from '../fakes/in-memory-shop';
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
      () => new InMemoryShop({ catalog: content.products, customers: [DEMO_CUSTOMER] }),
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
  overShop(Tokens.AddressBook, (shop) => new InMemoryAddressBook(shop));
  container
    .bind(Tokens.TaxValidator)
    .toResolvedValue(() => new InMemoryTaxValidator())
    .inSingletonScope();
  container
    .bind(Tokens.InMemoryContent)
    .toResolvedValue(() => new InMemoryContentRepository(content))
    .inSingletonScope();
  const overContent = <T>(
    id: ServiceIdentifier<T>,
    pick: (fake: InMemoryContentRepository) => T,
  ) => {
    container.bind(id).toResolvedValue(pick, [Tokens.InMemoryContent]).inSingletonScope();
  };
  overContent(Tokens.SiteNavigation, (fake) => fake);
  overContent(Tokens.ProductCatalog, (fake) => fake);
  overContent(Tokens.EditorialContent, (fake) => fake);
  overContent(Tokens.SiteSearch, (fake) => fake);
  overContent(Tokens.StoreSettings, (fake) => fake);
  overContent(Tokens.SiteForms, (fake) => fake);
};
