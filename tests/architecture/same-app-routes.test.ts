// The storefront's route table and the server's reading of it (which URL is an app screen, which
// is content) are written in each app, which never import each other (layers.test.ts). This keeps
// them the same: every page the app routes to is one the server knows, so its first load is not
// answered as a missing content page (404).
import { describe, expect, it } from 'vitest';
import { classifyPath } from '../../server/src/domain/seo/page-route.rules.ts';
import { ROUTE_TABLE } from '../../src/ui/app/router';
import type { AppRoute } from '../../src/ui/app/routing/app-route';

/** A URL each route pattern matches (parameters and splats filled in); the catch-all aside. */
const sampleUrls = (routes: readonly AppRoute[], parent = ''): string[] =>
  routes.flatMap((route) => {
    if (route.index === true) return [parent === '' ? '/' : parent];
    const path = (route.path ?? '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '12' : segment === '*' ? 'a/b' : segment))
      .join('/');
    const url = `${parent}/${path}`;
    return [url, ...sampleUrls(route.children ?? [], url)];
  });

const urls = [...new Set(sampleUrls(ROUTE_TABLE))].filter((url) => url !== '/a/b');

describe("the storefront's routes", () => {
  it('are sampled (the table is read)', () => {
    expect(urls).toEqual(expect.arrayContaining(['/', '/cart', '/my-account/orders/12']));
  });

  it.each(urls)('%s is an app screen or content the server knows, not a CMS page', (url) => {
    const route = classifyPath(url);
    expect(route.kind).not.toBe('not-found');
    if (route.kind === 'content') expect(route.ref.kind).not.toBe('page');
  });
});
