import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './html-compression.ts';
import type { SentPage } from './page-cache.ts';

/** Sends a finished page (or page payload) in the coding the browser prefers. */
export async function replyWithPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SentPage,
  contentType: string,
): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .code(page.status)
    .type(contentType)
    .header('cache-control', page.cacheControl)
    .header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await page.body(encoding));
}
