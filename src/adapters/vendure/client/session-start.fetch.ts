import { SHOP_API_PATH } from './vendure-client';

type Fetch = typeof globalThis.fetch;

const pathOf = (input: Parameters<Fetch>[0]): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.split(/[?#]/, 1)[0] ?? '';
};

/**
 * Vendure starts a session for every Shop API request that carries none, and answers its cookie. A
 * new visitor's first requests, sent side by side (who is signed in, the cart), would each start
 * one: the browser keeps the last cookie, and what was done in the others (the first item added)
 * is in a session nobody holds. So the first Shop API request goes alone and the rest wait for its
 * answer; once Vendure has answered one (not a 5xx: the session may not have started), they go as
 * they come. Other requests are never held.
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

  const gated: Fetch = async (input, init) => {
    if (started || !pathOf(input).endsWith(`/${SHOP_API_PATH}`)) return fetch(input, init);
    while (first !== null && !started) await first;
    return started ? fetch(input, init) : sendFirst(input, init);
  };
  return gated;
};
