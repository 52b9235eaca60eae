import type { AppRoute } from '../../app/routing/app-route';

/** The page-not-found page; unknown URLs reach it through the content catch-all. */
export const errorRoutes: AppRoute[] = [
  {
    path: '404',
    load: async () => (await import('./NotFoundPage')).NotFoundPage,
  },
];
