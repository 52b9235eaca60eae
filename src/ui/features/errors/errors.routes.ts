import type { RouteObject } from 'react-router';

/** The page-not-found page; unknown URLs reach it through the content catch-all. */
export const errorRoutes: RouteObject[] = [
  {
    path: '404',
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
];
