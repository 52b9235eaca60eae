import type { RouteObject } from 'react-router';

/** The customers-only area; the layout runs the guard for every page inside it. */
export const accountRoutes: RouteObject[] = [
  {
    // Outside the guarded layout: signing out must not end on the login page.
    path: 'my-account/logout',
    lazy: async () => ({ Component: (await import('./LogoutPage')).LogoutPage }),
  },
  {
    path: 'my-account',
    lazy: async () => ({ Component: (await import('./AccountLayout')).AccountLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
      },
      {
        path: 'addresses',
        lazy: async () => ({ Component: (await import('./AddressesPage')).AddressesPage }),
      },
      {
        path: 'orders',
        lazy: async () => ({ Component: (await import('./OrdersPage')).OrdersPage }),
      },
      {
        path: 'orders/:number',
        lazy: async () => ({ Component: (await import('./OrderDetailPage')).OrderDetailPage }),
      },
    ],
  },
];
