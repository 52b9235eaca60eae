import type { AppRoute } from '../../app/routing/app-route';
import { NotFoundPage } from './NotFoundPage';

/**
 * The page-not-found page; unknown URLs reach it through the content catch-all. Its code is part
 * of the entry chunk (vite.config.ts: FIRST_PAINT_SHARED), since most pages can end in it.
 */
export const errorRoutes: AppRoute[] = [
  {
    path: '404',
    prerender: true,
    load: () => Promise.resolve(NotFoundPage),
  },
];
