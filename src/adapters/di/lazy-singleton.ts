import { loadOnce, type LoadOnce } from '../../application/shared/load-once';

/**
 * The value of a binding whose code loads on first use, for a binding left in transient scope: the
 * first success is kept and handed to every later request, as a singleton's would be, but a failure
 * (a chunk that did not download on a flaky network) is forgotten, so the next request loads again.
 * Inversify's own singleton scope would keep a rejected promise for good: the service would stay
 * broken until the page is reloaded.
 */
export const lazySingleton = <T, Deps extends unknown[]>(
  make: (...deps: Deps) => Promise<T>,
): ((...deps: Deps) => Promise<T>) => {
  let once: LoadOnce<T> | undefined;
  return (...deps) => (once ??= loadOnce(() => make(...deps))).load();
};
