import { createElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadOnce } from '../../../application/shared/load-once';
import type { AppRoute, PageComponent } from './app-route';

/** What each route object carries besides its element: loading its code without rendering it. */
export interface RouteHandle {
  readonly preload: () => Promise<PageComponent>;
  /** rendered on the server (AppRoute.prerender) */
  readonly prerender: boolean;
}

/** Waits for a page's code while the loading bar runs (the loading bar service's `track`). */
export type TrackLoad = <T>(work: Promise<T>) => Promise<T>;

interface LazyPage {
  readonly element: ReturnType<typeof createElement>;
  readonly preload: RouteHandle['preload'];
}

const lazyPage = (load: AppRoute['load'], track: TrackLoad): LazyPage => {
  // One download per page: a preload and the first render share it; a failed one may be retried.
  const code = loadOnce(load);
  const Page = lazy(async () => ({
    default: await (code.isLoaded() ? code.load() : track(code.load())),
  }));
  return { element: createElement(Page), preload: code.load };
};

/**
 * The router's route objects: every page is a lazily loaded component. A first visit to a page runs
 * the loading bar until its code is there; the old page stays on screen meanwhile (navigations are
 * transitions), and a preloaded page opens at once. Routes sharing a page share one component, so
 * moving between them (a product's two URLs) keeps the page mounted.
 */
export const toRouteObjects = (
  routes: readonly AppRoute[],
  track: TrackLoad,
  pages = new Map<AppRoute['load'], LazyPage>(),
): RouteObject[] =>
  routes.map((route) => {
    const page = pages.get(route.load) ?? lazyPage(route.load, track);
    pages.set(route.load, page);
    const { element, preload } = page;
    const handle: RouteHandle = { preload, prerender: route.prerender === true };
    if (route.index === true) return { index: true, element, handle };
    return {
      path: route.path,
      element,
      handle,
      ...(route.children ? { children: toRouteObjects(route.children, track, pages) } : {}),
    };
  });
