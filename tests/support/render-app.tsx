// The whole storefront in jsdom for component tests: the app's own composition root with the fake
// adapters (as `npm run dev -- --fakes` runs it), its services, providers, routes and layout, inside
// a memory router opened at one path. Tests then act through user-event and read what a shopper sees.
import type { OrderLookup } from '../../src/ports/order-lookup';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { createContainer } from '../../src/adapters/di/container';
import { bindFakeAdapters } from '../../src/adapters/di/fakes.bindings';
import { Tokens } from '../../src/adapters/di/tokens';
import { DEMO_CUSTOMER, demoContent } from '../../src/adapters/fakes/demo-content';
import { InMemoryContent } from '../../src/adapters/fakes/in-memory-content';
import { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import type { PurchasableInput } from '../../src/domain/cart/cart-update';
import type { Product } from '../../src/domain/catalog/product';
import { storefrontConfig } from '../../src/domain/config/storefront-config.rules';
import { servicesFrom } from '../../src/ui/app/app-services';
import { App, createAppRoutes, routePreloader } from '../../src/ui/app/router';
import { PreloaderContext } from '../../src/ui/app/routing/preloader-context';
import { ServicesContext } from '../../src/ui/app/services';

type AppContainer = ReturnType<typeof createContainer>;

export interface AppOptions {
  /** sign the demo customer in before the page opens (as if they had signed in earlier) */
  readonly signedIn?: boolean;
  /** change the demo catalog the product pages show (stock, variants) */
  readonly products?: (demo: Product[]) => Product[];
  /** what the visitor's cart on the back-end already holds: variant ids and quantities */
  readonly cart?: readonly PurchasableInput[];
  /** an order the signed-in customer placed and paid earlier: variant ids and quantities */
  readonly order?: readonly PurchasableInput[];
  /** a back-end's order lookup other than the fakes' (one without the call, say) */
  readonly orderLookup?: OrderLookup;
  /** replace a binding of the fakes, e.g. a port as a back-end without that capability has it */
  readonly rebind?: (container: AppContainer) => void;
}

export interface RenderedApp extends RenderResult {
  readonly user: UserEvent;
  /** the in-memory back-end: who is signed in, carts, orders, going offline */
  readonly shop: InMemoryShop;
  /** the demo customer, with the password the fakes know */
  readonly customer: typeof DEMO_CUSTOMER;
}

const fakeContainer = (options: AppOptions): AppContainer =>
  createContainer({
    apiBaseUrl: '',
    bindFakes: (container) => {
      bindFakeAdapters(container);
      const { orderLookup } = options;
      if (orderLookup !== undefined) {
        container.rebind(Tokens.OrderLookup).toConstantValue(orderLookup);
      }
      options.rebind?.(container as AppContainer);
      const { products } = options;
      if (products === undefined) return;
      const content = demoContent();
      const catalog = products(content.products.slice());
      container
        .rebind(Tokens.InMemoryContent)
        .toResolvedValue(() => new InMemoryContent({ ...content, products: catalog }))
        .inSingletonScope();
      // The shop sells the same catalogue the pages show (its stock, for back-in-stock alerts).
      container
        .rebind(Tokens.InMemoryShop)
        .toResolvedValue(() => new InMemoryShop({ catalog, customers: [DEMO_CUSTOMER] }))
        .inSingletonScope();
    },
  });

/** Signs the demo customer in on the fakes, as an earlier visit would have. */
const signIn = async (container: AppContainer): Promise<void> => {
  const login = await container.get(Tokens.AccountGateway).login({
    loginName: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    rememberMe: false,
  });
  if (!login.ok) throw new Error('the demo customer could not sign in');
  await container.get(Tokens.AppSessionGateway).sync('login');
};

/** Fills the visitor's cart on the back-end, before the page reads it. */
const fillCart = async (container: AppContainer, add: readonly PurchasableInput[]) => {
  const updated = await container.get(Tokens.CartGateway).updateCart({ add });
  if (!updated.ok) throw new Error('the demo cart could not be filled');
};

/** Places and pays an order with these lines, as an earlier visit would have; the cart is empty again. */
const placeOrder = async (container: AppContainer, add: readonly PurchasableInput[]) => {
  await fillCart(container, add);
  const paid = await container.get(Tokens.PaymentsGateway).pay({ gatewayId: 2 });
  if (!paid.ok) throw new Error('the demo order could not be placed');
};

/** Opens the storefront at `path`, started as main.tsx starts it (session read, menu loaded). */
export const renderApp = async (path: string, options: AppOptions = {}): Promise<RenderedApp> => {
  const container = fakeContainer(options);
  if (options.signedIn === true) await signIn(container);
  if (options.order !== undefined) await placeOrder(container, options.order);
  if (options.cart !== undefined) await fillCart(container, options.cart);
  const services = servicesFrom(
    container,
    storefrontConfig({ commerceEnabled: 'true', getStartedFormUrl: undefined }),
  );
  void services.auth.start({ prerendered: false });
  onTestFinished(() => services.auth.stop());
  const routes = createAppRoutes(services);
  // No pause between keystrokes: each one re-renders the whole app, and the pauses add nothing here.
  const user = userEvent.setup({ delay: null });
  const app = (
    <ServicesContext value={services}>
      <PreloaderContext value={routePreloader(routes, services)}>
        <MemoryRouter initialEntries={[path]}>
          <App routes={routes} />
        </MemoryRouter>
      </PreloaderContext>
    </ServicesContext>
  );
  // Awaited: the first page suspends (its code, the session for a guarded route, lazy services).
  const view = await act(async () => render(app));
  return {
    ...view,
    user,
    shop: container.get(Tokens.InMemoryShop),
    customer: DEMO_CUSTOMER,
  };
};
