import type { AppRoute } from '../../app/routing/app-route';

const productPage: AppRoute['load'] = async () => (await import('./ProductPage')).ProductPage;

export const catalogRoutes: AppRoute[] = [
  {
    path: 'products',
    prerender: true,
    load: async () => (await import('./ProductsPage')).ProductsPage,
  },
  // The slug may span several path segments.
  { path: 'products/*', prerender: true, load: productPage },
  { path: 'product/:slug/:variantId?', prerender: true, load: productPage },
];
