/** DELETE changes state like a POST: it carries a CSRF token and reads its failures the same way. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The back-end error object of the spec; status 0 means no response arrived. */
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

/**
 * A response body as the client read it: `undefined` when empty, the parsed JSON value,
 * or the raw text when it was not JSON.
 */
export type ResponseBody = unknown;

/** What went wrong in the back-end client, before it becomes a BackendError with its message. */
export type BackendFailure =
  | {
      readonly kind: 'failed-response';
      readonly method: HttpMethod;
      readonly status: number;
      readonly statusText: string;
      readonly body: ResponseBody;
    }
  | { readonly kind: 'network-error'; readonly message?: string | null }
  | { readonly kind: 'csrf-fetch-failed'; readonly status: number; readonly body: ResponseBody };
