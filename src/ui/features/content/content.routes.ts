import type { RouteObject } from 'react-router';

/** The catch-all: any path no other route claims is a content page (or the 404 page). Keep it last. */
export const contentRoutes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./ContentPage')).ContentPage }),
  },
];
