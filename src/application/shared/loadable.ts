import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppError } from '../../domain/errors/app-error';
import { errorMessage } from '../../domain/errors/error-messages.rules';
import type { Result } from '../../domain/shared/result';
import { LatestRequest } from './latest-request';
import type { LoadStatus } from './load-status';

/** Something loaded from a port: where the load stands, the last data, the message if it failed. */
export interface Loadable<T> {
  readonly status: LoadStatus;
  readonly data: T | null;
  readonly error: string | null;
}

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

  async load<E extends AppError>(
    fetch: () => Promise<Result<T, E>>,
    onFailure: (error: E) => AppError = (error) => error,
  ): Promise<Result<T, E>> {
    const ticket = this.#requests.start();
    this.#state.next({ ...this.#state.value, status: 'loading', error: null });
    const result = await fetch();
    if (!this.#requests.isLatest(ticket)) return result;
    this.#state.next(
      result.ok
        ? { status: 'ready', data: result.value, error: null }
        : {
            status: 'failed',
            data: this.#state.value.data,
            error: errorMessage(onFailure(result.error)),
          },
    );
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
