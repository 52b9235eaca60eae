import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createContainer } from '../adapters/di/container';
import { Tokens } from '../adapters/di/tokens';
import { storefrontConfig } from '../domain/config/storefront-config.rules';
import { createAppRouter, routePreloader } from './app/router';
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
});

const services: Services = {
  account: container.get(Tokens.AccountService),
  addressBook: container.get(Tokens.AddressBookService),
  accountAccess: container.get(Tokens.AccountAccessService),
  auth: container.get(Tokens.AuthService),
  cart: container.get(Tokens.CartService),
  productList: container.get(Tokens.ProductListService),
  product: container.get(Tokens.ProductService),
  checkout: container.get(Tokens.CheckoutService),
  content: container.get(Tokens.ContentService),
  search: container.get(Tokens.SearchService),
  flash: container.get(Tokens.FlashService),
  modal: container.get(Tokens.ModalService),
  errorReporting: container.get(Tokens.ErrorReportingService),
  menu: container.get(Tokens.MenuService),
  orders: container.get(Tokens.OrderService),
  loadingBar: container.get(Tokens.LoadingBarService),
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

// Vite's preload of a page's chunk failed (a release replaced it): reload once, guarded for 10 s.
window.addEventListener('vite:preloadError', (event) => {
  if (services.release.chunkFailed(window.location.pathname)) event.preventDefault();
});

const router = createAppRouter(services);
const preload = routePreloader(router, services);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html needs an element with id "root"');

createRoot(rootElement).render(
  <StrictMode>
    <GlobalStyles />
    <ServicesContext value={services}>
      <PreloaderContext value={preload}>
        <RouterProvider router={router} />
      </PreloaderContext>
    </ServicesContext>
  </StrictMode>,
);
