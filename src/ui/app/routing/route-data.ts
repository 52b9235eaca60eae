import { matchRoutes, type RouteObject } from 'react-router';
import type { Services } from '../services';
import type { RouteLoad } from './app-route';
import type { RouteHandle } from './route-objects';

/** What every page shows around it: the promo bar, the menus and the footer. */
const LAYOUT_DATA: RouteLoad = { key: 'layout', run: (services) => services.menu.load() };

/**
 * The data an address shows, and whether the server renders it. Reading the loads brings the
 * matched pages' code, where their data rules live: once they are read, the page renders at once.
 */
export interface AddressData {
  readonly loads: () => Promise<readonly RouteLoad[]>;
  readonly prerender: boolean;
}

/** Reads the route objects for one address (`/products`, `?page=2`). */
export const addressData = (
  routes: RouteObject[],
  pathname: string,
  search: string,
): AddressData => {
  const matches = (matchRoutes(routes, pathname) ?? []).map(({ route, params }) => ({
    handle: route.handle as RouteHandle,
    params,
  }));
  const at = new URLSearchParams(search);
  return {
    loads: async () => {
      const own = await Promise.all(
        matches.map(
          async ({ handle, params }) =>
            (await handle.preload()).data?.({ params, search: at }) ?? [],
        ),
      );
      return [LAYOUT_DATA, ...own.flat()];
    },
    prerender: matches.length > 0 && matches.every(({ handle }) => handle.prerender),
  };
};

/** Runs the loads, all at once; their failures are the services' state, shown by the page. */
export const runLoads = async (loads: readonly RouteLoad[], services: Services): Promise<void> => {
  await Promise.all(loads.map((load) => load.run(services)));
};
