import type { ComponentType } from 'react';

/**
 * One entry of the route table: a path (or the index of its parent) and the page's code, loaded on
 * the first visit or ahead of a click. Nested routes render inside their parent's `<Outlet />`.
 */
export interface AppRoute {
  readonly path?: string;
  readonly index?: true;
  readonly load: () => Promise<ComponentType>;
  readonly children?: readonly AppRoute[];
}
