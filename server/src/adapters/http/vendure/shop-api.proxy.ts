// Vendure's Shop API and its pictures on the storefront's own origin: the browser (and the server's
// render) reach Vendure through here, so cookies, CSP, CORS and our CSRF check stay as they are.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SHOP_API_ROUTE = '/shop-api';
export const VENDURE_ASSETS_PREFIX = '/vendure-assets/';

/** Vendure's session cookies (its `cookieOptions.name`); no other cookie of the shopper's goes there. */
const VENDURE_COOKIE = /^vendure-/;
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'] as const;
const FORWARDED_ANSWER_HEADERS = [
  'content-type',
  'cache-control',
  'content-length',
  'etag',
] as const;
const UPSTREAM_TIMEOUT_MS = 15_000;
const ASSET_PATH = /^\/vendure-assets\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

const UNREACHABLE = {
  errors: [
    {
      message: 'The shop cannot be reached just now. Please try again in a moment.',
      extensions: { code: 'COMMERCE_UNREACHABLE' },
    },
  ],
};

/** Only Vendure's own cookies, as one Cookie header. */
const vendureCookies = (header: string | undefined): string | undefined => {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => VENDURE_COOKIE.test(part));
  return kept.length > 0 ? kept.join('; ') : undefined;
};

const upstreamHeaders = (request: FastifyRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const cookie = vendureCookies(request.headers.cookie);
  if (cookie !== undefined) headers.cookie = cookie;
  return headers;
};

const relay = async (reply: FastifyReply, answer: Response): Promise<FastifyReply> => {
  reply.code(answer.status);
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  const cookies = answer.headers
    .getSetCookie()
    .filter((cookie) => VENDURE_COOKIE.test(cookie.trim()));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await answer.arrayBuffer()));
};

const forward = async (
  request: FastifyRequest,
  reply: FastifyReply,
  target: URL,
): Promise<FastifyReply> => {
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers: upstreamHeaders(request),
      ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    return await relay(reply, answer);
  } catch (error) {
    request.log.error({ err: error, target: target.pathname }, 'Vendure did not answer');
    return reply.code(502).header('cache-control', 'no-store').send(UNREACHABLE);
  }
};

/** The query string of a request URL, as it came. */
const searchOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? '' : url.slice(query);
};

/** `shopApiUrl`: Vendure's Shop API, e.g. http://127.0.0.1:3001/shop-api (VENDURE_SHOP_API_URL). */
export function vendureProxyRoutes(shopApiUrl: URL) {
  return async (app: FastifyInstance) => {
    const shopApi = (request: FastifyRequest, reply: FastifyReply) =>
      forward(request, reply, new URL(`${shopApiUrl.href}${searchOf(request.url)}`));
    app.get(SHOP_API_ROUTE, shopApi);
    app.post(SHOP_API_ROUTE, shopApi);
    app.get(`${VENDURE_ASSETS_PREFIX}*`, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // A picture's path is plain names: nothing escaped, no segment of dots that leads elsewhere.
      if (!ASSET_PATH.test(path)) return reply.code(404).send({ error: 'Not found' });
      return forward(request, reply, new URL(path, shopApiUrl.origin));
    });
  };
}
