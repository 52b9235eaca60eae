/** The answers a server render read, keyed as the storefront's HTTP client looks them up. */
export interface RecordingFetch {
  readonly fetch: typeof fetch;
  /** Every successful JSON answer to a GET, by URL relative to the back-end (`api/v1/pages?uri=`). */
  answers(): Promise<Readonly<Record<string, unknown>>>;
  /** Whether every read was answered (a 404 is an answer; a failure or a 5xx is not). */
  complete(): boolean;
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

/**
 * A fetch over `send` that keeps what the render read, so that the page carries it and the browser
 * does not ask again while it hydrates. Only successful JSON reads are kept: a failure is asked for
 * again, as it would be without them.
 */
export const recordingFetch = (send: typeof fetch, apiBaseUrl: string): RecordingFetch => {
  const kept = new Map<string, Promise<unknown>>();
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
    if (method === 'GET' && response.ok && isJson(response) && url.startsWith(prefix)) {
      kept.set(url.slice(prefix.length), response.clone().json() as Promise<unknown>);
    }
    return response;
  };
  return {
    fetch: record,
    complete: () => complete,
    answers: async () =>
      Object.fromEntries(
        await Promise.all(
          [...kept].map(async ([key, body]) => [key, await body.catch(() => undefined)] as const),
        ),
      ),
  };
};
