import type { RouteObject } from 'react-router';

export const caseStudyRoutes: RouteObject[] = [
  {
    path: 'case-studies/:slug',
    lazy: async () => ({ Component: (await import('./CaseStudyPage')).CaseStudyPage }),
  },
];
