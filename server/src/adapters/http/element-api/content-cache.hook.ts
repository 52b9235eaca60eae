// Caching for the read-only content API, as the Element API does it (responses cached, errors never):
// a strong ETag over the exact body, a short public lifetime with stale-while-revalidate, and 304 for
// a matching If-None-Match. Registered inside each content plugin, so it covers only their routes.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export const etagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url')}"`;

/** RFC 9110: If-None-Match compares weakly, so `W/"x"` matches `"x"`; `*` matches anything. */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function registerContentCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Element API responses are for programs: keep them out of search results.
    reply.header('x-robots-tag', 'none');
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', CONTENT_CACHE_CONTROL);
    if (!ifNoneMatchMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
