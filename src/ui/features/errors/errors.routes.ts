import type { RouteObject } from 'react-router';

/** Any path no other route claims. */
export const errorRoutes: RouteObject[] = [
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
];
