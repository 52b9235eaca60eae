import { SHOP_API_PATH } from './vendure-client';

type Fetch = typeof globalThis.fetch;

const urlOf = (input: Parameters<Fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** What needs the shopper's own session: their order, themselves, or any change (a POST). */
const OWN_SESSION = /activeOrder|activeCustomer/;
const ENDS_SESSION = /\blogout\b/;

const bodyOf = (init: Parameters<Fetch>[1]): string =>
  typeof init?.body === 'string' ? init.body : '';

const needsSession = (url: string, init: Parameters<Fetch>[1]): boolean =>
  (url.split(/[?#]/, 1)[0] ?? '').endsWith(`/${SHOP_API_PATH}`) &&
  ((init?.method ?? 'GET').toUpperCase() === 'POST' || OWN_SESSION.test(url));

/**
 * Vendure starts a session for a Shop API request that needs one (the shopper's order, the shopper,
 * any mutation) and carries none, and answers its cookie. A new visitor's first such requests, sent
 * side by side (who is signed in, the cart), would each start one: the browser keeps the last cookie,
 * and what was done in the others (the first item added) is in a session nobody holds. So the first
 * goes alone and the others wait for its answer; once Vendure has answered one (not a 5xx: the
 * session may not have started) they go as they come, until a logout ends the session (Vendure
 * clears its cookie) and the next one starts afresh. Catalogue reads and our server's requests are
 * never held.
 */
export const sessionStartFetch = (fetch: Fetch): Fetch => {
  let started = false;
  let first: Promise<unknown> | null = null;

  const sendFirst = (...request: Parameters<Fetch>): Promise<Response> => {
    const answer = fetch(...request);
    const settled = answer.then(
      (response) => {
        started = response.status < 500;
      },
      () => undefined,
    );
    first = settled.finally(() => {
      first = null;
    });
    return answer;
  };

  const send = async (input: Parameters<Fetch>[0], init: Parameters<Fetch>[1]) => {
    while (first !== null && !started) await first;
    return started ? fetch(input, init) : sendFirst(input, init);
  };

  return async (input, init) => {
    if (!needsSession(urlOf(input), init)) return fetch(input, init);
    const answer = await send(input, init);
    if (ENDS_SESSION.test(bodyOf(init)) && answer.ok) started = false;
    return answer;
  };
};
