import type { RouteObject } from 'react-router';

export const catalogRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./ProductsPage')).ProductsPage }),
  },
];
