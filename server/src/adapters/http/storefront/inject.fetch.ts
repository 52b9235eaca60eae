import type { FastifyInstance } from 'fastify';
import { refusedRead, urlOf } from './render-reads.ts';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

const headersOf = (init: RequestInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(init?.headers).entries());

const responseOf = (answer: Awaited<ReturnType<FastifyInstance['inject']>>): Response => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
  }
  return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    statusText: answer.statusMessage,
    headers,
  });
};

/**
 * A fetch answered by this server's own routes, in process (Fastify's inject): the server's render
 * reads the same API the browser does, with no socket, no cookie and no shopper behind it, and only
 * what render-reads.ts allows.
 */
export const injectFetch =
  (app: FastifyInstance, origin: string): typeof fetch =>
  async (input, init) => {
    const raw = urlOf(input);
    const refusal = refusedRead(raw, init, origin);
    if (refusal) return refusal;
    const url = new URL(raw);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: headersOf(init),
    });
    return responseOf(answer);
  };
