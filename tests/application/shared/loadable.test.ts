import { describe, expect, it } from 'vitest';
import { isNotFound, LoadableState } from '../../../src/application/shared/loadable';
import { ok, err } from '../../../src/domain/shared/result';
import { deferred } from '../../support/deferred';
import { current, record } from '../../support/observed';

describe('LoadableState', () => {
  it('goes idle, loading, ready, keeping the data while the next load runs', async () => {
    const state = new LoadableState<number>();
    const seen = record(state.state$);

    await state.load(async () => ok(1));
    const next = deferred<ReturnType<typeof ok<number>>>();
    const loading = state.load(() => next.promise);
    expect(current(state.state$)).toEqual({ status: 'loading', data: 1, error: null });
    next.resolve(ok(2));
    await loading;

    expect(seen.values.map((value) => value.status)).toEqual([
      'idle',
      'loading',
      'ready',
      'loading',
      'ready',
    ]);
    expect(current(state.state$).data).toBe(2);
  });

  it('keeps the last data on failure, with the message of the mapped failure', async () => {
    const state = new LoadableState<number>();
    await state.load(async () => ok(1));

    await state.load(
      async () => err({ kind: 'route-not-matched' as const, path: '/gone' }),
      () => ({ kind: 'enabled-settings-failed', subject: 'countries' }),
    );

    expect(current(state.state$)).toEqual({
      status: 'failed',
      data: 1,
      error: 'Failed to get enabled countries',
    });
  });

  it('tells a missing thing from a failed load, and forgets it on the next load', async () => {
    const state = new LoadableState<number>();

    await state.load(async () => err({ kind: 'route-not-matched' as const, path: '/gone' }));
    expect(isNotFound(current(state.state$))).toBe(true);
    expect(current(state.state$).error).toBe('Page not found: /gone');

    const next = deferred<ReturnType<typeof ok<number>>>();
    const loading = state.load(() => next.promise);
    expect(isNotFound(current(state.state$))).toBe(false);
    next.resolve(ok(3));
    await loading;

    await state.load(async () =>
      err({ kind: 'enabled-settings-failed' as const, subject: 'states' as const }),
    );
    expect(current(state.state$).status).toBe('failed');
    expect(isNotFound(current(state.state$))).toBe(false);
  });

  it('ignores an answer overtaken by a newer load, a set or a reset', async () => {
    const state = new LoadableState<number>();
    const slow = deferred<ReturnType<typeof ok<number>>>();

    const older = state.load(() => slow.promise);
    state.set(5);
    slow.resolve(ok(1));
    await older;
    expect(current(state.state$).data).toBe(5);

    const another = deferred<ReturnType<typeof ok<number>>>();
    const pending = state.load(() => another.promise);
    state.reset();
    another.resolve(ok(9));
    await pending;
    expect(current(state.state$)).toEqual({ status: 'idle', data: null, error: null });
  });
});
