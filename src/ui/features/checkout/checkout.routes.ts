import type { AppRoute } from '../../app/routing/app-route';

export const checkoutRoutes: AppRoute[] = [
  {
    path: 'checkout',
    load: async () => (await import('./CheckoutPage')).CheckoutPage,
  },
];
