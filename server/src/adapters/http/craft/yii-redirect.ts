import type { FastifyReply, FastifyRequest } from 'fastify';
import { absoluteRedirectTarget } from './redirect-target.ts';
import { isXhr } from './xhr-marker.ts';

/**
 * Yii: an XHR gets its redirect target in X-Redirect (status stays 302, body empty), others in
 * Location; a site path becomes an absolute URL under the shop's public URL.
 */
export function yiiRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  target: string,
  publicUrl: string,
) {
  return reply
    .code(302)
    .header(isXhr(request) ? 'x-redirect' : 'location', absoluteRedirectTarget(publicUrl, target))
    .send();
}
