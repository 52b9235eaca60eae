import type { AppRoute } from '../../app/routing/app-route';

/** The catch-all: any path no other route claims is a content page (or the 404 page). Keep it last. */
export const contentRoutes: AppRoute[] = [
  {
    path: '*',
    prerender: true,
    load: async () => (await import('./ContentPage')).ContentPage,
  },
];
