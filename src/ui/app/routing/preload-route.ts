import { matchRoutes, type RouteObject } from 'react-router';

/** Starts loading the code of every lazy route a path matches, without navigating. */
export const preloadRoute = async (routes: readonly RouteObject[], path: string): Promise<void> => {
  const matches = matchRoutes([...routes], path) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const { lazy } = route;
      if (lazy === undefined) return undefined;
      if (typeof lazy === 'function') return lazy();
      return Promise.all(
        Object.values(lazy).map((load: unknown) =>
          typeof load === 'function' ? load() : undefined,
        ),
      );
    }),
  );
};
