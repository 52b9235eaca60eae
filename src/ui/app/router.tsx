import { Suspense, useEffect, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/account.routes';
import { adminRoutes } from '../features/admin/admin.routes';
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
import { ErrorBoundary } from './ErrorBoundary';
import { announceFirstPageShown } from './first-page';
import { RootLayout } from './layout/RootLayout';
import type { AppRoute } from './routing/app-route';
import { preloadRoute } from './routing/preload-route';
import { RouteDataLoader } from './routing/RouteDataLoader';
import { toRouteObjects } from './routing/route-objects';
import { RouteGate } from './routing/RouteGate';
import { useServices, type Services } from './services';

/** Every page of the shop; the content catch-all claims every other path, so it stays last. */
export const ROUTE_TABLE: readonly AppRoute[] = [
  ...homeRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...adminRoutes,
  ...blogRoutes,
  ...caseStudyRoutes,
  ...errorRoutes,
  ...contentRoutes,
];

/** The route objects the app renders; a first visit to a page runs the loading bar. */
export const createAppRoutes = ({ loadingBar }: Pick<Services, 'loadingBar'>): RouteObject[] =>
  toRouteObjects(ROUTE_TABLE, (work) => loadingBar.track(work));

/**
 * The route objects a server render uses, the same for every request (they hold no request's
 * state: there is no loading bar to run on the server).
 */
export const createServerRoutes = (): RouteObject[] => toRouteObjects(ROUTE_TABLE, (work) => work);

const Pages = ({ routes }: { readonly routes: RouteObject[] }) => useRoutes(routes);

/** Marks the document once the first page (its code included) is on screen. */
const FirstPageShown = () => {
  const { routePreload } = useServices();
  useEffect(() => {
    // Browser tests wait for this marker; the bundle budget counts the scripts requested before it.
    performance.mark('first-page-shown');
    document.documentElement.dataset.hydrated = 'true';
    announceFirstPageShown();
    // Other pages' code waited for this one; it loads once the browser is idle.
    const resume = () => routePreload.resume();
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(resume, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(resume, 200);
    return () => clearTimeout(timer);
  }, [routePreload]);
  return null;
};

interface AppProps {
  readonly routes: RouteObject[];
  /** The first address's data was read before the first render (a page rendered on the server). */
  readonly firstLoaded?: boolean;
}

/**
 * The layout is eager; every page is its own lazily loaded chunk behind the route gate (release
 * check, route rules, guards). Errors inside a page keep the header and footer around them.
 */
export const App = ({ routes, firstLoaded = false }: AppProps): ReactNode => (
  <ErrorBoundary>
    <RouteDataLoader routes={routes} firstLoaded={firstLoaded} />
    <RootLayout>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <RouteGate>
            <Pages routes={routes} />
          </RouteGate>
          <FirstPageShown />
        </Suspense>
      </ErrorBoundary>
    </RootLayout>
  </ErrorBoundary>
);

/** Loads a path's page code ahead of a click (link hovered or in view), through the preload queue. */
export const routePreloader =
  (routes: RouteObject[], services: Pick<Services, 'routePreload'>) =>
  (path: string): void => {
    const pathname = path.replace(/[?#].*$/, '');
    services.routePreload.preload(pathname, () => preloadRoute(routes, pathname));
  };
