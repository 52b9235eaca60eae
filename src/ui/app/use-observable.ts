import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface ObservableStore<T> {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => T;
}

const NOTHING = Symbol('nothing yet');

/**
 * Services replay their latest value, so it is read synchronously here and the first render
 * already shows real state, without a flash of placeholder content.
 */
const createObservableStore = <T>(source$: Observable<T>): ObservableStore<T> => {
  let latest: T | typeof NOTHING = NOTHING;
  const remember = (value: T) => {
    latest = value;
  };
  source$.subscribe(remember).unsubscribe();
  return {
    subscribe: (onChange) => {
      const subscription = source$.subscribe((value) => {
        remember(value);
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => {
      if (latest === NOTHING) throw new Error('useObservable needs an observable that replays');
      return latest;
    },
  };
};

/**
 * The latest value of an application observable, re-rendering when it changes. `whileHydrating`
 * is what the server rendered, for state the browser may already hold when the markup is taken
 * over (a toast shown before a lazily loaded part hydrates): React renders it first, then the
 * latest value, so the markup always matches.
 */
export const useObservable = <T>(source$: Observable<T>, whileHydrating?: T): T => {
  const store = useMemo(() => createObservableStore(source$), [source$]);
  const serverSnapshot = whileHydrating === undefined ? store.getSnapshot : () => whileHydrating;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
};
