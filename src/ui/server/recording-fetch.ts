/** The answers a server render read, keyed as the storefront's HTTP client looks them up. */
export interface RecordingFetch {
  readonly fetch: typeof fetch;
  /** Every successful JSON answer to a GET, by URL relative to the back-end (`api/v1/pages?uri=`). */
  answers(): Promise<Readonly<Record<string, unknown>>>;
  /**
   * Whether every read was answered (a 404 is an answer; a failure, a 5xx or a GraphQL answer with
   * errors is not: Vendure answers a resolver's failure with 200 and an `errors` list).
   */
  complete(): boolean;
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

/** A GraphQL answer that failed, whatever its status; Craft's field errors are an object, not this. */
const hasGraphqlErrors = (body: unknown): boolean => {
  const errors = typeof body === 'object' && body !== null ? Reflect.get(body, 'errors') : null;
  return Array.isArray(errors) && errors.length > 0;
};

/**
 * A fetch over `send` that keeps what the render read, so that the page carries it and the browser
 * does not ask again while it hydrates. Only successful JSON reads are kept: a failure is asked for
 * again, as it would be without them.
 */
export const recordingFetch = (send: typeof fetch, apiBaseUrl: string): RecordingFetch => {
  const kept = new Map<string, unknown>();
  const prefix = `${apiBaseUrl.replace(/\/+$/, '')}/`;
  let complete = true;
  const record: typeof fetch = async (input, init) => {
    const response = await send(input, init).catch((error: unknown) => {
      complete = false;
      throw error;
    });
    if (response.status >= 500 || response.status === 429) complete = false;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && isJson(response) && url.startsWith(prefix)) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (hasGraphqlErrors(body)) complete = false;
      else if (response.ok && body !== undefined) kept.set(url.slice(prefix.length), body);
    }
    return response;
  };
  return {
    fetch: record,
    complete: () => complete,
    answers: () => Promise.resolve(Object.fromEntries(kept)),
  };
};
