import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoutePreloadService } from '../../../src/application/routing/route-preload.service';
import { MAX_CONCURRENT_PRELOADS } from '../../../src/domain/routing/route-preload.rules';
import { deferred, flushPromises, type Deferred } from '../../support/deferred';

describe('RoutePreloadService', () => {
  it('runs at most 4 preloads at once and starts the next as one settles', async () => {
    const preloads = new RoutePreloadService();
    const pending = new Map<string, Deferred<void>>();
    const started: string[] = [];
    const load = (key: string) => () => {
      started.push(key);
      const answer = deferred<void>();
      pending.set(key, answer);
      return answer.promise;
    };
    ['/a', '/b', '/c', '/d', '/e', '/f'].forEach((key) => preloads.preload(key, load(key)));

    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(preloads.waiting).toEqual(['/e', '/f']);
    pending.get('/b')?.resolve();
    await flushPromises();
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(preloads.running).toEqual(['/a', '/c', '/d', '/e']);
  });

  it('fetches a page once, and a failure frees its slot like a success', async () => {
    const preloads = new RoutePreloadService(1);
    let calls = 0;
    preloads.preload('/x', () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    });
    await flushPromises();
    preloads.preload('/x', () => {
      calls += 1;
      return Promise.resolve();
    });
    let second = false;
    preloads.preload('/y', () => {
      second = true;
      return Promise.resolve();
    });
    expect(calls).toBe(1);
    expect(second).toBe(true);
  });

  it('never has more than the limit running, whatever is asked', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g')), (keys) => {
        const preloads = new RoutePreloadService();
        keys.forEach((key) => preloads.preload(key, () => new Promise(() => undefined)));
        expect(preloads.running.length).toBeLessThanOrEqual(MAX_CONCURRENT_PRELOADS);
        expect(new Set(preloads.running).size).toBe(preloads.running.length);
      }),
    );
  });

  it('holds preloads while paused and starts them, at most the limit, on resume', async () => {
    const preloads = new RoutePreloadService(2);
    const started: string[] = [];
    const pending: Deferred<void>[] = [];
    const load = (key: string) => () => {
      started.push(key);
      const answer = deferred<void>();
      pending.push(answer);
      return answer.promise;
    };
    preloads.pause();
    ['/a', '/b', '/c'].forEach((key) => preloads.preload(key, load(key)));
    expect(started).toEqual([]);
    expect(preloads.waiting).toEqual(['/a', '/b', '/c']);

    preloads.resume();
    expect(started).toEqual(['/a', '/b']);
    pending[0]?.resolve();
    await flushPromises();
    expect(started).toEqual(['/a', '/b', '/c']);
  });
});
