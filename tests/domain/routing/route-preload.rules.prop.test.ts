import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PreloadQueue } from '../../../src/domain/routing/routing';
import {
  emptyPreloadQueue,
  MAX_CONCURRENT_PRELOADS,
  preloadSettled,
  requestPreload,
  startWaitingPreloads,
} from '../../../src/domain/routing/route-preload.rules';

type Step = { readonly type: 'request' | 'settle'; readonly key: string };
const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const anyStep: fc.Arbitrary<Step> = fc.record({
  type: fc.constantFrom('request' as const, 'settle' as const),
  key,
});

const run = (steps: readonly Step[]) =>
  steps.reduce<{ queue: PreloadQueue; started: string[] }>(
    ({ queue, started }, step) => {
      const next =
        step.type === 'request' ? requestPreload(queue, step.key) : preloadSettled(queue, step.key);
      return { queue: next.queue, started: [...started, ...next.start] };
    },
    { queue: emptyPreloadQueue, started: [] },
  );

describe('route preloads', () => {
  it('run at most 4 at once', () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    fc.assert(
      fc.property(fc.array(anyStep, { maxLength: 40 }), (steps) => {
        const { queue } = run(steps);
        expect(queue.running.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('never leave a free slot while something waits', () => {
    fc.assert(
      fc.property(fc.array(anyStep, { maxLength: 40 }), (steps) => {
        const { queue } = run(steps);
        if (queue.waiting.length > 0) expect(queue.running.length).toBe(4);
      }),
    );
  });

  it('hold each key once, running or waiting', () => {
    fc.assert(
      fc.property(fc.array(anyStep, { maxLength: 40 }), (steps) => {
        const { queue } = run(steps);
        const all = [...queue.running, ...queue.waiting];
        expect(new Set(all).size).toBe(all.length);
      }),
    );
  });

  it('start preloads in the order asked for, and report exactly what started', () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { maxLength: 8 }), (keys) => {
        const { queue, started } = run(keys.map((k) => ({ type: 'request' as const, key: k })));
        expect(started).toEqual(keys.slice(0, 4));
        expect(queue.running).toEqual(keys.slice(0, 4));
        expect(queue.waiting).toEqual(keys.slice(4));
        const first = keys[0];
        if (first === undefined || keys.length <= 4) return;
        const next = preloadSettled(queue, first);
        expect(next.start).toEqual([keys[4]]);
      }),
    );
  });

  it('start waiting preloads, oldest first, up to the free slots, after a pause', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { maxLength: 8 }),
        fc.integer({ min: 0, max: 6 }),
        (keys, limit) => {
          const paused = keys.reduce(
            (queue, each) => requestPreload(queue, each, 0).queue,
            emptyPreloadQueue,
          );
          expect(paused.running).toEqual([]);
          const step = startWaitingPreloads(paused, limit);
          expect(step.start).toEqual(keys.slice(0, limit));
          expect(step.queue.running).toEqual(keys.slice(0, limit));
          expect(step.queue.waiting).toEqual(keys.slice(limit));
        },
      ),
    );
  });
});
