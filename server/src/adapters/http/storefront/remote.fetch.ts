import { refusedRead, urlOf } from './render-reads.ts';

/** A read the back-end has not answered by then is given up (the render then sends the shell). */
export const REMOTE_READ_TIMEOUT_MS = 2500;

/**
 * A fetch to another back-end (a Craft install on its own origin) over HTTP, for the server's render:
 * only what render-reads.ts allows, with no cookie, without following redirects (a read that moves
 * elsewhere is not the endpoint its URL names) and with a time limit.
 */
export const remoteFetch =
  (origin: string, timeoutMs = REMOTE_READ_TIMEOUT_MS): typeof fetch =>
  async (input, init) => {
    const raw = urlOf(input);
    const refusal = refusedRead(raw, init, origin);
    if (refusal) return refusal;
    const headers = new Headers(init?.headers);
    headers.delete('cookie');
    return fetch(raw, {
      method: 'GET',
      headers,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
