/**
 * Code (or a service) loaded on first use: every caller shares one load. The storefront's one
 * laziness mechanism: pages (route objects), the services the UI resolves later (main.tsx), the
 * container's lazily loaded bindings and the deferred gateways all load through it.
 */
export interface LoadOnce<T, Args extends unknown[] = []> {
  readonly load: (...args: Args) => Promise<T>;
  /** true once a load has succeeded */
  readonly isLoaded: () => boolean;
}

/**
 * Runs `load` on the first call and answers every later call with the same promise; a failed load
 * is forgotten, so the next call tries again (a chunk that failed on a flaky network, say). The
 * arguments of the call that starts a load are passed to it; later calls' arguments are ignored
 * while it runs or once it has succeeded. As a container binding's value
 * (`toResolvedValue(loadOnce(make).load, [deps])`, transient scope) it keeps one instance like a
 * singleton, where inversify's own singleton scope would keep a rejected promise for good.
 */
export const loadOnce = <T, Args extends unknown[] = []>(
  load: (...args: Args) => Promise<T>,
): LoadOnce<T, Args> => {
  let loading: Promise<T> | undefined;
  let loaded = false;
  return {
    load: (...args) =>
      (loading ??= load(...args).then(
        (value) => {
          loaded = true;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    isLoaded: () => loaded,
  };
};
