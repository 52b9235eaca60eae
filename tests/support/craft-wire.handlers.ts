import { InMemoryTaxValidator } from '../../src/adapters/fakes/in-memory.tax-validator';
import { InMemoryShop, type NewCustomer } from '../../src/adapters/fakes/in-memory-shop';
import { demoContent } from '../../src/adapters/fakes/demo-content';
import type { Product } from '../../src/domain/catalog/product';
import { accountHandlers } from './craft-wire.account.handlers';
import { backOfficeHandlers } from './craft-wire.back-office.handlers';
import { commerceHandlers } from './craft-wire.commerce.handlers';
import { contentHandlers } from './craft-wire.content.handlers';
import { stockAlertHandlers } from './craft-wire.stock-alert.handlers';
import { FAKE_CRAFT_ORIGIN } from './craft-wire';
import { inMemoryContentPorts } from './in-memory.backend';

export { FAKE_CRAFT_ORIGIN } from './craft-wire';

export interface FakeCraftOptions {
  readonly origin?: string;
  readonly products: readonly Product[];
  readonly perPage?: number;
  readonly customers?: readonly NewCustomer[];
  /** server/'s alerts API beside Craft's; false answers 404, as Craft itself does */
  readonly stockAlerts?: boolean;
}

/**
 * msw handlers that answer like a Craft back-end, on the wire, for one visitor: every request is
 * decoded the way Craft reads it, handed to the in-memory fakes, and the answer sent back in Craft's
 * JSON. A contract suite run through these checks the http adapters' encoding and decoding against
 * the same behaviour the fakes promise.
 */
export const fakeCraftHandlers = ({
  origin = FAKE_CRAFT_ORIGIN,
  products,
  perPage,
  customers = [],
  stockAlerts = true,
}: FakeCraftOptions) => {
  const shop = new InMemoryShop({ catalog: products, customers });
  const content = inMemoryContentPorts({
    ...demoContent(),
    products,
    ...(perPage === undefined ? {} : { perPage }),
  });
  return [
    ...accountHandlers(shop, origin),
    ...commerceHandlers(shop, new InMemoryTaxValidator(), origin),
    ...contentHandlers(shop, content, origin),
    ...backOfficeHandlers(shop, origin),
    ...stockAlertHandlers(shop, origin, stockAlerts),
  ];
};
