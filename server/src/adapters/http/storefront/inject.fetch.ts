import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

const headersOf = (init: RequestInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(init?.headers).entries());

const refused = (status: number, message: string) =>
  Response.json({ error: { code: status, message } }, { status });

/**
 * A path with a `.` or `..` segment (plain or percent-encoded), which a URL parser would resolve
 * to another endpoint.
 */
const hasDotSegment = (raw: string): boolean =>
  (raw.split(/[?#]/)[0] ?? '').split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

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
 * reads the same API the browser does, with no socket, no cookie and no shopper behind it. It only
 * reads (GET), and only the endpoint its URL names under `origin`: a path with dot segments or a
 * backslash (which a URL parser would resolve to another endpoint) is refused, since the render
 * embeds what it read in a page anyone may ask for.
 */
export const injectFetch =
  (app: FastifyInstance, origin: string): typeof fetch =>
  async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET')
      return refused(405, 'The render only reads.');
    if (!raw.startsWith(`${origin}/`) || raw.includes('\\') || hasDotSegment(raw))
      return refused(400, 'The render reads only the endpoint its URL names.');
    const url = new URL(raw);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: headersOf(init),
    });
    return responseOf(answer);
  };
