import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../src/ui/app/routing/app-route';
import { preloadRoute } from '../../src/ui/app/routing/preload-route';
import { toRouteObjects } from '../../src/ui/app/routing/route-objects';

const Page: ComponentType = () => null;

const counted = () => {
  const loads: string[] = [];
  const load =
    (name: string): AppRoute['load'] =>
    async () => {
      loads.push(name);
      return Page;
    };
  return { loads, load };
};

describe('route objects', () => {
  it('preloads the code of every page a path matches, once, without the loading bar', async () => {
    const { loads, load } = counted();
    const tracked: unknown[] = [];
    const routes = toRouteObjects(
      [
        {
          path: 'my-account',
          load: load('layout'),
          children: [{ index: true, load: load('profile') }],
        },
        { path: '*', load: load('content') },
      ],
      (work) => {
        tracked.push(work);
        return work;
      },
    );

    await preloadRoute(routes, '/my-account');
    await preloadRoute(routes, '/my-account');
    expect(loads).toEqual(['layout', 'profile']);
    await preloadRoute(routes, '/about');
    expect(loads).toEqual(['layout', 'profile', 'content']);
    expect(tracked).toEqual([]);
  });

  it('gives routes that share a page one component, and retries a page whose code failed to load', async () => {
    let attempts = 0;
    const flaky: AppRoute['load'] = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return Page;
    };
    const routes = toRouteObjects(
      [
        { path: 'products/*', load: flaky },
        { path: 'product/:slug', load: flaky },
      ],
      (work) => work,
    );

    expect(routes[0]?.element).toBe(routes[1]?.element);
    await expect(preloadRoute(routes, '/product/drill')).rejects.toThrow('dynamically imported');
    await preloadRoute(routes, '/products/drill');
    expect(attempts).toBe(2);
  });
});
