import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ServiceIdentifier } from 'inversify';
import { BrowserRouter } from 'react-router';
import { readEmbeddedAnswers } from '../adapters/browser/embedded-answers.dom';
import { createContainer } from '../adapters/di/container';
import { Tokens } from '../adapters/di/tokens';
import { storefrontConfig } from '../domain/config/storefront-config.rules';
import { loadOnce } from '../application/shared/load-once';
import { App, createAppRoutes, routePreloader } from './app/router';
import { PreloaderContext } from './app/routing/preloader-context';
import { ServicesContext, type Services } from './app/services';
import { GlobalStyles } from './components/GlobalStyles';

// Only a development build with VITE_USE_FAKES=true loads the fakes; the build drops this branch.
const bindFakes =
  import.meta.env.VITE_USE_FAKES === 'true'
    ? (await import('../adapters/di/fakes.bindings')).bindFakeAdapters
    : undefined;

const container = createContainer({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  ...(bindFakes ? { bindFakes } : {}),
  // Errors reach the error-reporting service from production builds only.
  environment: import.meta.env.PROD ? 'production' : 'development',
  // The first answers the server wrote into the page (header, the page's own data): no wait for them.
  embeddedAnswers: readEmbeddedAnswers(),
});

const loadingBar = container.get(Tokens.LoadingBarService);

/**
 * Resolves a lazily loaded service once; the wait runs the loading bar. A failed load (its code did not
 * download) is tried again on the next use, here and in the container (loadOnce).
 */
const lazily = <T,>(token: ServiceIdentifier<T>): (() => Promise<T>) =>
  loadOnce(() => loadingBar.track(container.getAsync(token))).load;

const services: Services = {
  auth: container.get(Tokens.AuthService),
  cart: container.get(Tokens.CartService),
  product: container.get(Tokens.ProductService),
  content: container.get(Tokens.ContentService),
  flash: container.get(Tokens.FlashService),
  modal: container.get(Tokens.ModalService),
  errorReporting: container.get(Tokens.ErrorReportingService),
  menu: container.get(Tokens.MenuService),
  loadingBar,
  lazy: {
    account: lazily(Tokens.AccountService),
    addressBook: lazily(Tokens.AddressBookService),
    accountAccess: lazily(Tokens.AccountAccessService),
    productList: lazily(Tokens.ProductListService),
    checkout: lazily(Tokens.CheckoutService),
    search: lazily(Tokens.SearchService),
    orders: lazily(Tokens.OrderService),
  },
  routePreload: container.get(Tokens.RoutePreloadService),
  routeAccess: container.get(Tokens.RouteAccessService),
  release: container.get(Tokens.ReleaseService),
  config: storefrontConfig({
    commerceEnabled: import.meta.env.VITE_COMMERCE_ENABLED,
    getStartedFormUrl: import.meta.env.VITE_GET_STARTED_FORM_URL,
  }),
};

// The session is read once at startup; guarded routes wait for it, open ones do not.
void services.auth.start({ prerendered: false });
void services.menu.load();
services.release.startChecking();
// Preloads of other pages wait until the first page is on screen.
services.routePreload.pause();

// Vite's preload of a page's chunk failed (a release replaced it): reload once, guarded for 10 s.
window.addEventListener('vite:preloadError', (event) => {
  if (services.release.chunkFailed(window.location.pathname)) event.preventDefault();
});

const routes = createAppRoutes(services);
const preload = routePreloader(routes, services);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html needs an element with id "root"');

// A transition: React renders the first page in slices and yields between them (no long task for
// the whole tree on a slow phone).
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <GlobalStyles />
      <ServicesContext value={services}>
        <PreloaderContext value={preload}>
          <BrowserRouter>
            <App routes={routes} />
          </BrowserRouter>
        </PreloaderContext>
      </ServicesContext>
    </StrictMode>,
  );
});
