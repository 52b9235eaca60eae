import type { AppRoute } from '../../app/routing/app-route';

export const blogRoutes: AppRoute[] = [
  {
    path: 'blog/category/:slug',
    prerender: true,
    load: async () => (await import('./BlogCategoryPage')).BlogCategoryPage,
  },
  {
    path: 'blog/:slug',
    prerender: true,
    load: async () => (await import('./BlogPostPage')).BlogPostPage,
  },
];
