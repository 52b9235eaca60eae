import type { AppRoute } from '../../app/routing/app-route';

/**
 * The staff's back office: one entry whose code (its pages, service and adapter) loads only when a
 * member of staff opens it; nothing in the storefront links here. The back-end answers staff only.
 */
export const adminRoutes: AppRoute[] = [
  { path: 'admin/*', load: async () => (await import('./BackOfficeApp')).BackOfficeApp },
];
