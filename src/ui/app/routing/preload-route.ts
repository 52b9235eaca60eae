import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-objects';

const preloadOf = (route: RouteObject): RouteHandle['preload'] | undefined =>
  (route.handle as RouteHandle | undefined)?.preload;

/** Starts loading the code of every page a path matches, without navigating. */
export const preloadRoute = async (routes: RouteObject[], path: string): Promise<void> => {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route)?.()));
};
