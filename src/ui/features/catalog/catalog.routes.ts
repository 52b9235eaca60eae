import type { AppRoute } from '../../app/routing/app-route';

const productPage: AppRoute['load'] = async () => (await import('./ProductPage')).ProductPage;

export const catalogRoutes: AppRoute[] = [
  {
    path: 'products',
    load: async () => (await import('./ProductsPage')).ProductsPage,
  },
  // The slug may span several path segments.
  { path: 'products/*', load: productPage },
  { path: 'product/:slug/:variantId?', load: productPage },
];
