import type { ComponentType } from 'react';
import type { Services } from '../services';

/** Where a route was reached: its path parameters and the address's query. */
export interface RouteAt {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/**
 * One piece of data a page shows, read through the services. `key` names what is read: the same key
 * on the next address (a product's other variant) is not read again.
 */
export interface RouteLoad {
  readonly key: string;
  readonly run: (services: Services) => Promise<unknown>;
}

/** The data a page shows at an address. */
export type RouteData = (at: RouteAt) => readonly RouteLoad[];

/**
 * A page's component. A browsing page names the data it shows as its `data` (`Page.data = …`,
 * in its own chunk): the server reads it before rendering the page, the browser whenever the
 * address changes (RouteDataLoader).
 */
export type PageComponent = ComponentType & { readonly data?: RouteData };

/**
 * One entry of the route table: a path (or the index of its parent) and the page's code, loaded on
 * the first visit or ahead of a click. Nested routes render inside their parent's `<Outlet />`.
 * `prerender` pages are rendered on the server; the others (cart, checkout, account, sign-in) are a
 * shopper's own and arrive as the shell, drawn by the browser.
 */
export interface AppRoute {
  readonly path?: string;
  readonly index?: true;
  readonly load: () => Promise<PageComponent>;
  readonly prerender?: true;
  readonly children?: readonly AppRoute[];
}
