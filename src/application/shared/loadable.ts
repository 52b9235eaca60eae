import { BehaviorSubject, type Observable } from 'rxjs';
import { type LoadFailure, loadFailureMessage } from '../../domain/http/load-failure.rules';
import type { Result } from '../../domain/shared/result';
import { LatestRequest } from './latest-request';
import type { LoadStatus } from './load-status';

/** Something loaded from a port: where the load stands, the last data, the message if it failed. */
export interface Loadable<T> {
  readonly status: LoadStatus;
  readonly data: T | null;
  readonly error: string | null;
  /** Set when the load failed because the thing does not exist (a 404): show the 404 page. */
  readonly notFound?: true;
}

/** Whether a failed load means the thing does not exist, rather than that loading it failed. */
export const isNotFound = <T>(loadable: Loadable<T>): boolean => loadable.notFound === true;

export const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null, error: null });

/**
 * One loadable piece of state. Only the latest load is applied, so a slow answer to an older
 * request cannot overwrite a newer one; the previous data stays while the next loads, so a view
 * does not flash empty.
 */
export class LoadableState<T> {
  readonly #state = new BehaviorSubject<Loadable<T>>(idle());
  readonly #requests = new LatestRequest();
  readonly state$: Observable<Loadable<T>> = this.#state.asObservable();

  get current(): Loadable<T> {
    return this.#state.value;
  }

  async load<E extends LoadFailure>(
    fetch: () => Promise<Result<T, E>>,
    onFailure: (error: E) => LoadFailure = (error) => error,
  ): Promise<Result<T, E>> {
    const ticket = this.#requests.start();
    this.#state.next({ status: 'loading', data: this.#state.value.data, error: null });
    const result = await fetch();
    if (!this.#requests.isLatest(ticket)) return result;
    if (result.ok) {
      this.#state.next({ status: 'ready', data: result.value, error: null });
      return result;
    }
    const failure = onFailure(result.error);
    this.#state.next({
      status: 'failed',
      data: this.#state.value.data,
      error: loadFailureMessage(failure),
      ...(failure.kind === 'route-not-matched' ? { notFound: true as const } : {}),
    });
    return result;
  }

  /** Replaces the data, e.g. after a change the service made itself. */
  set(data: T): void {
    this.#requests.invalidate();
    this.#state.next({ status: 'ready', data, error: null });
  }

  reset(): void {
    this.#requests.invalidate();
    this.#state.next(idle());
  }
}
