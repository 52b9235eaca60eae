import type { Container } from 'inversify';
import { loadOnce } from '../../application/shared/load-once';
import { DeferredCartGateway } from '../http/cart/deferred.cart-gateway';
import type { CraftClient } from '../http/client/craft-client';
import { VendureCartSession } from '../vendure/cart/vendure-cart-session';
import { VendureProductCatalog } from '../vendure/catalog/vendure.product-catalog';
import { VendureClient } from '../vendure/client/vendure-client';
import { Tokens } from './tokens';

/**
 * The cart and paying for it: their code loads on first use, as the Craft ones' does (the layout
 * reads the cart once the first page is on screen; only the checkout pays). Both share what the
 * cart has and Vendure's order lacks (its notices, the chosen payment method), kept for the
 * container's life: one tab, or one server render.
 */
const bindCartAndPayments = (container: Container): void => {
  const session = new VendureCartSession();
  container
    .rebind(Tokens.CartGateway)
    .toResolvedValue(
      (client: CraftClient) =>
        new DeferredCartGateway(
          async () =>
            new (await import('../vendure/cart/vendure.cart-gateway')).VendureCartGateway(
              new VendureClient(client),
              session,
            ),
        ),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
  container
    .rebind(Tokens.PaymentsGateway)
    .toResolvedValue(
      loadOnce(
        async (client: CraftClient) =>
          new (await import('../vendure/payments/vendure.payments-gateway')).VendurePaymentsGateway(
            new VendureClient(client),
            session,
          ),
      ).load,
      [Tokens.CraftClient],
    );
};

/**
 * Vendure as the commerce back-end, beside the content back-end: its Shop API, which our server
 * forwards at /shop-api on the page's own origin, answers the catalogue, the cart and payments.
 * Bound over the Craft adapters; the browser loads this module (a chunk of its own) only when the
 * page names Vendure.
 */
export const bindVendureCommerce = (container: Container): void => {
  container
    .rebind(Tokens.ProductCatalog)
    .toResolvedValue(
      (client: CraftClient) => new VendureProductCatalog(new VendureClient(client)),
      [Tokens.CraftClient],
    )
    .inSingletonScope();
  bindCartAndPayments(container);
};
