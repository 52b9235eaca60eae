// Vendure's answers, read whole (and capped) before anything of them reaches our reply: a failure
// while reading leaves no status or header of Vendure's half-set on it, and a huge answer is not
// held in memory. Then only what we choose to relay is put on the reply.
import type { FastifyReply } from 'fastify';
import { type SessionCookieRelay, setCookiesForBrowser } from './shop-api.cookies.ts';
import { SHOP_API_CACHE_CONTROL } from './shop-api.errors.ts';

/** Ten times the largest answer the storefront asks for (a search read to 1,000 matches, ~200 KB). */
export const SHOP_API_BODY_LIMIT = 2 * 1024 * 1024;
/** A product picture; Vendure's previews are far smaller, and larger originals are not shown. */
export const ASSET_BODY_LIMIT = 10 * 1024 * 1024;

/** The body, or null when it is longer than `limit` bytes: no more than that is read. */
async function cappedBody(answer: Response, limit: number): Promise<Buffer | null> {
  if (Number(answer.headers.get('content-length')) > limit) {
    await answer.body?.cancel();
    return null;
  }
  if (answer.body === null) return Buffer.alloc(0);
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** A Shop API answer we relay: GraphQL's own errors (400, 405...) included, never a 5xx. */
export interface ShopApiAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly setCookies: readonly string[];
  readonly body: Buffer;
}

/**
 * Null for a server error (its body may hold a stack trace outside Vendure's production mode) and for
 * an answer over the limit: both are the shop being unreachable, as far as the shopper can tell.
 */
export async function readShopApiAnswer(answer: Response): Promise<ShopApiAnswer | null> {
  if (answer.status >= 500) {
    await answer.body?.cancel();
    return null;
  }
  const body = await cappedBody(answer, SHOP_API_BODY_LIMIT);
  if (body === null) return null;
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    setCookies: answer.headers.getSetCookie(),
    body,
  };
}

/** Vendure's cache headers are not passed on: every answer is one shopper's. */
export function sendShopApiAnswer(
  reply: FastifyReply,
  answer: ShopApiAnswer,
  relay: SessionCookieRelay,
): FastifyReply {
  reply.code(answer.status).header('cache-control', SHOP_API_CACHE_CONTROL);
  if (answer.contentType !== null) reply.header('content-type', answer.contentType);
  const cookies = setCookiesForBrowser(relay, answer.setCookies);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(answer.body);
}

export type AssetAnswer =
  | {
      readonly kind: 'picture';
      readonly contentType: string;
      readonly headers: Readonly<Record<string, string>>;
      readonly body: Buffer;
    }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unreachable' };

/** Relayed beside the picture's type: how long it may be kept, and its version. */
const ASSET_HEADERS = ['cache-control', 'etag', 'last-modified'] as const;

/**
 * Only pictures: anything else Vendure answers at an asset's address (a page, a script, a redirect,
 * its 404) is not one, so it is not found here; its server errors are a 502.
 */
export async function readAssetAnswer(answer: Response): Promise<AssetAnswer> {
  const contentType = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !/^image\//i.test(contentType)) {
    await answer.body?.cancel();
    return { kind: answer.status >= 500 ? 'unreachable' : 'not-found' };
  }
  const body = await cappedBody(answer, ASSET_BODY_LIMIT);
  if (body === null) return { kind: 'unreachable' };
  const headers: Record<string, string> = {};
  for (const name of ASSET_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { kind: 'picture', contentType, headers, body };
}

/**
 * An SVG is a picture that can hold scripts: opened on its own, it runs sandboxed with nothing
 * allowed, and no browser guesses another type for any picture.
 */
export function sendAssetAnswer(reply: FastifyReply, answer: AssetAnswer): FastifyReply {
  if (answer.kind === 'not-found') return reply.code(404).send({ error: 'Not found' });
  if (answer.kind === 'unreachable') return reply.code(502).send({ error: 'Bad gateway' });
  return reply
    .code(200)
    .headers({ ...answer.headers, 'content-type': answer.contentType })
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(answer.body);
}
