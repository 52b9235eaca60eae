import type { AppRoute } from '../../app/routing/app-route';

export const homeRoutes: AppRoute[] = [
  {
    index: true,
    prerender: true,
    load: async () => (await import('./HomePage')).HomePage,
  },
];
