import type { AppRoute } from '../../app/routing/app-route';

export const caseStudyRoutes: AppRoute[] = [
  {
    path: 'case-studies/:slug',
    prerender: true,
    load: async () => (await import('./CaseStudyPage')).CaseStudyPage,
  },
];
