import type { RouteObject } from 'react-router';

const productPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./ProductPage')).ProductPage,
});

export const catalogRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('./ProductsPage')).ProductsPage }),
  },
  // The slug may span several path segments.
  { path: 'products/*', lazy: productPage },
  { path: 'product/:slug/:variantId?', lazy: productPage },
];
