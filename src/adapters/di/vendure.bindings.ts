import type { Container } from 'inversify';
import type { CraftClient } from '../http/client/craft-client';
import { VendureProductCatalog } from '../vendure/catalog/vendure.product-catalog';
import { VendureClient } from '../vendure/client/vendure-client';
import { VENDURE_CAPABILITIES } from '../vendure/vendure.capabilities';
import { absentOrderLookup, absentStockAlertService } from '../vendure/vendure.absent-ports';
import { Tokens } from './tokens';

/**
 * Vendure as the commerce back-end, beside the content back-end: its Shop API, which our server
 * forwards at /shop-api on the page's own origin, answers the catalogue. Bound over the Craft
 * adapters; the browser loads this module (a chunk of its own) only when the page names Vendure.
 */
export const bindVendureCommerce = (container: Container): void => {
  container.rebind(Tokens.CommerceCapabilities).toConstantValue(VENDURE_CAPABILITIES);
  container.rebind(Tokens.OrderLookup).toConstantValue(absentOrderLookup);
  container
    .rebind(Tokens.StockAlertService)
    .toResolvedValue(absentStockAlertService)
    .inSingletonScope();
  container
    .rebind(Tokens.ProductCatalog)
    .toResolvedValue(
      (client: CraftClient) => new VendureProductCatalog(new VendureClient(client)),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
};
