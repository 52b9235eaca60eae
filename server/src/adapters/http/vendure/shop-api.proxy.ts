// Vendure's Shop API and its pictures on the storefront's own origin: the browser (and the server's
// render) reach Vendure through here, so cookies, CSP, CORS, our CSRF check and our rate limits stay
// as they are.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSettings } from '../session/cookies.ts';
import { applyRateLimits, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';
import { cookieHeaderForVendure, type SessionCookieRelay } from './shop-api.cookies.ts';
import { sendGraphqlError, tooManyAttempts, uncountable, UNREACHABLE } from './shop-api.errors.ts';
import { shopApiLimitsOf, signedIn } from './shop-api.limits.ts';
import {
  readAssetAnswer,
  readShopApiAnswer,
  sendAssetAnswer,
  sendShopApiAnswer,
  type ShopApiAnswer,
} from './shop-api.relay.ts';

export const SHOP_API_ROUTE = '/shop-api';
export const VENDURE_ASSETS_PREFIX = '/vendure-assets/';

export interface VendureProxyDeps {
  /** Vendure's Shop API, e.g. http://127.0.0.1:3001/shop-api (VENDURE_SHOP_API_URL) */
  readonly shopApiUrl: URL;
  /** Vendure's shop session cookie (VENDURE_SESSION_COOKIE) */
  readonly sessionCookie: string;
  readonly cookies: CookieSettings;
  readonly rateLimits: RateLimitGuardDeps;
}

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'] as const;
const UPSTREAM_TIMEOUT_MS = 15_000;
const ASSET_PATH = /^\/vendure-assets\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/** The request's own headers we pass on, and the cookie header given (none for a picture). */
const upstreamHeaders = (request: FastifyRequest, cookie: string | undefined) => {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (cookie !== undefined) headers.cookie = cookie;
  return headers;
};

/** Vendure's answer; the timeout also covers reading its body. */
const ask = (request: FastifyRequest, target: URL, cookie: string | undefined) =>
  fetch(target, {
    method: request.method,
    headers: upstreamHeaders(request, cookie),
    ...(request.method === 'POST' ? { body: JSON.stringify(request.body) } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });

const logUnreachable = (request: FastifyRequest, target: URL, error: unknown) =>
  request.log.error({ err: error, target: target.pathname }, 'Vendure did not answer');

/** The query string of a request URL, as it came. */
const searchOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? '' : url.slice(query);
};

/** Vendure's answer to the request, or null (logged) when there is none we relay. */
async function shopApiAnswerOf(
  request: FastifyRequest,
  target: URL,
  relay: SessionCookieRelay,
): Promise<ShopApiAnswer | null> {
  try {
    const answer = await ask(
      request,
      target,
      cookieHeaderForVendure(relay, request.headers.cookie),
    );
    const read = await readShopApiAnswer(answer);
    if (read === null)
      request.log.error({ status: answer.status, target: target.pathname }, 'Vendure failed');
    return read;
  } catch (error) {
    logUnreachable(request, target, error);
    return null;
  }
}

/** Asks Vendure and relays its answer; `loginKey`: a sign-in's counter, cleared if it succeeded. */
async function relayShopApi(
  deps: VendureProxyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  loginKey: string | null = null,
): Promise<FastifyReply> {
  const target = new URL(`${deps.shopApiUrl.href}${searchOf(request.url)}`);
  const relay: SessionCookieRelay = { name: deps.sessionCookie, secure: deps.cookies.secure };
  const answer = await shopApiAnswerOf(request, target, relay);
  if (answer === null) return sendGraphqlError(reply, 502, UNREACHABLE);
  // As our own login: a correct password clears that client's count of wrong ones.
  if (loginKey !== null && signedIn(answer.body)) await deps.rateLimits.limiter.reset(loginKey);
  return sendShopApiAnswer(reply, answer, relay);
}

/**
 * The document and variables as sent. A body without a document (a batch, a persisted query's hash
 * alone) cannot be counted against the limits.
 */
const graphqlRequestOf = (body: unknown) => {
  if (body === null || typeof body !== 'object') return undefined;
  const document: unknown = Reflect.get(body, 'query');
  const variables: unknown = Reflect.get(body, 'variables');
  return typeof document === 'string' ? { document, variables } : undefined;
};

/** A mutation: counted against our rate limits first, then forwarded as it came. */
async function shopApiPost(deps: VendureProxyDeps, request: FastifyRequest, reply: FastifyReply) {
  const sent = graphqlRequestOf(request.body);
  if (sent === undefined)
    return sendGraphqlError(reply, 400, uncountable('Send one GraphQL document in `query`.'));
  const limits = shopApiLimitsOf(request, sent.document, sent.variables);
  if (limits.kind === 'repeated')
    return sendGraphqlError(reply, 400, uncountable(`Send one ${limits.name} per request.`));
  const decision = await applyRateLimits(deps.rateLimits, request, reply, limits.checks);
  if (!decision.allowed)
    return sendGraphqlError(reply, 429, tooManyAttempts(decision.retryAfterSeconds));
  return relayShopApi(deps, request, reply, limits.loginKey);
}

/** A picture: no cookie goes to Vendure and none comes back; its query string is dropped. */
async function relayAsset(deps: VendureProxyDeps, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // A picture's path is plain names: nothing escaped, no segment of dots that leads elsewhere.
  if (!ASSET_PATH.test(path)) return reply.code(404).send({ error: 'Not found' });
  const target = new URL(path, deps.shopApiUrl.origin);
  try {
    return sendAssetAnswer(reply, await readAssetAnswer(await ask(request, target, undefined)));
  } catch (error) {
    logUnreachable(request, target, error);
    return sendAssetAnswer(reply, { kind: 'unreachable' });
  }
}

export function vendureProxyRoutes(deps: VendureProxyDeps) {
  return async (app: FastifyInstance) => {
    app.get(SHOP_API_ROUTE, (request, reply) => relayShopApi(deps, request, reply));
    app.post(SHOP_API_ROUTE, (request, reply) => shopApiPost(deps, request, reply));
    app.get(`${VENDURE_ASSETS_PREFIX}*`, (request, reply) => relayAsset(deps, request, reply));
  };
}
