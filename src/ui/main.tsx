import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createContainer } from '../adapters/di/container';
import { Tokens } from '../adapters/di/tokens';
import { createAppRouter } from './app/router';
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
};

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html needs an element with id "root"');

createRoot(rootElement).render(
  <StrictMode>
    <GlobalStyles />
    <ServicesContext value={services}>
      <RouterProvider router={createAppRouter()} />
    </ServicesContext>
  </StrictMode>,
);
