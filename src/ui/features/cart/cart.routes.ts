import type { AppRoute } from '../../app/routing/app-route';

export const cartRoutes: AppRoute[] = [
  {
    path: 'cart',
    load: async () => (await import('./CartPage')).CartPage,
  },
];
