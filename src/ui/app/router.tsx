import { createBrowserRouter } from 'react-router';
import { cartRoutes } from '../features/cart/cart.routes';
import { catalogRoutes } from '../features/catalog/catalog.routes';
import { errorRoutes } from '../features/errors/errors.routes';
import { homeRoutes } from '../features/home/home.routes';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const HydrateFallback = () => null;

/** The layout is eager; every page is its own lazily loaded chunk. */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      children: [
        {
          // Errors inside a page keep the header and footer around them.
          ErrorBoundary: RouteErrorPage,
          children: [...homeRoutes, ...catalogRoutes, ...cartRoutes, ...errorRoutes],
        },
      ],
    },
  ]);
