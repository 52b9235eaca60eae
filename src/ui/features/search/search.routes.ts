import type { AppRoute } from '../../app/routing/app-route';

export const searchRoutes: AppRoute[] = [
  {
    path: 'search',
    prerender: true,
    load: async () => (await import('./SearchPage')).SearchPage,
  },
];
