/** DELETE changes state like a POST: it carries a CSRF token and reads its failures the same way. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The status of a BackendError when no response arrived. */
export const NETWORK_ERROR_STATUS = 0;

/** The back-end error object of the spec, as the client's adapter reports a failed call. */
export interface BackendError {
  readonly message: string;
  readonly status: number;
  /** the decoded response body, when there was one */
  readonly data: unknown;
  readonly endpoint: string;
  readonly method: HttpMethod;
  /** how many retries (CSRF, or the one automatic GET retry) were spent before giving up */
  readonly retryCount: number;
}
