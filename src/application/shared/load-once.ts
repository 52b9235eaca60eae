/** Code (or a service) loaded on first use: every caller shares one load. */
export interface LoadOnce<T> {
  readonly load: () => Promise<T>;
  /** true once a load has succeeded */
  readonly isLoaded: () => boolean;
}

/**
 * Runs `load` on the first call and answers every later call with the same promise; a failed load
 * is forgotten, so the next call tries again (a chunk that failed on a flaky network, say).
 */
export const loadOnce = <T>(load: () => Promise<T>): LoadOnce<T> => {
  let loading: Promise<T> | undefined;
  let loaded = false;
  return {
    load: () =>
      (loading ??= load().then(
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
