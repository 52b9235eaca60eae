import type { AppRoute } from '../../app/routing/app-route';

export const searchRoutes: AppRoute[] = [
  {
    path: 'search',
    load: async () => (await import('./SearchPage')).SearchPage,
  },
];
