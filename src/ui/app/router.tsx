import { createBrowserRouter } from 'react-router';
import { accountRoutes } from '../features/account/account.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { blogRoutes } from '../features/blog/blog.routes';
import { cartRoutes } from '../features/cart/cart.routes';
import { caseStudyRoutes } from '../features/case-studies/case-studies.routes';
import { catalogRoutes } from '../features/catalog/catalog.routes';
import { checkoutRoutes } from '../features/checkout/checkout.routes';
import { contentRoutes } from '../features/content/content.routes';
import { errorRoutes } from '../features/errors/errors.routes';
import { homeRoutes } from '../features/home/home.routes';
import { searchRoutes } from '../features/search/search.routes';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { preloadRoute } from './routing/preload-route';
import { rootLoader } from './routing/root-loader';
import type { Services } from './services';

const HydrateFallback = () => null;

/**
 * The layout is eager; every page is its own lazily loaded chunk. The root loader runs on every
 * navigation: route rules' redirects and the guards of the spec's route table.
 */
export const createAppRouter = (services: Services) => {
  const router = createBrowserRouter([
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      loader: rootLoader(services),
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
      children: [
        {
          // Errors inside a page keep the header and footer around them.
          ErrorBoundary: RouteErrorPage,
          children: [
            ...homeRoutes,
            ...catalogRoutes,
            ...searchRoutes,
            ...cartRoutes,
            ...checkoutRoutes,
            ...authRoutes,
            ...accountRoutes,
            ...blogRoutes,
            ...caseStudyRoutes,
            ...errorRoutes,
            // The content catch-all claims every other path: it must stay last.
            ...contentRoutes,
          ],
        },
      ],
    },
  ]);
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Loads a path's page code ahead of a click (link hovered or in view), through the preload queue. */
export const routePreloader =
  (router: AppRouter, services: Pick<Services, 'routePreload'>) =>
  (path: string): void => {
    const pathname = path.replace(/[?#].*$/, '');
    services.routePreload.preload(pathname, () => preloadRoute(router.routes, pathname));
  };
