import type { RouteObject } from 'react-router';

export const blogRoutes: RouteObject[] = [
  {
    path: 'blog/category/:slug',
    lazy: async () => ({ Component: (await import('./BlogCategoryPage')).BlogCategoryPage }),
  },
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await import('./BlogPostPage')).BlogPostPage }),
  },
];
