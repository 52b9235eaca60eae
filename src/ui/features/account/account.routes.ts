import type { AppRoute } from '../../app/routing/app-route';

/** The customers-only area; the layout runs the guard for every page inside it. */
export const accountRoutes: AppRoute[] = [
  {
    // Outside the guarded layout: signing out must not end on the login page.
    path: 'my-account/logout',
    load: async () => (await import('./LogoutPage')).LogoutPage,
  },
  {
    // A guest's order, by reference and e-mail: no account, so outside the guarded layout.
    path: 'order-status',
    load: async () => (await import('./OrderStatusPage')).OrderStatusPage,
  },
  {
    path: 'my-account',
    load: async () => (await import('./AccountLayout')).AccountLayout,
    children: [
      {
        index: true,
        load: async () => (await import('./ProfilePage')).ProfilePage,
      },
      {
        path: 'addresses',
        load: async () => (await import('./AddressesPage')).AddressesPage,
      },
      {
        path: 'orders',
        load: async () => (await import('./OrdersPage')).OrdersPage,
      },
      {
        path: 'orders/:number',
        load: async () => (await import('./OrderDetailPage')).OrderDetailPage,
      },
    ],
  },
];
