import type { FastifyReply, FastifyRequest } from 'fastify';
import { isXhr } from './xhr-marker.ts';

/** Yii: an XHR gets its redirect target in X-Redirect (status stays 302, body empty), others in Location. */
export function yiiRedirect(request: FastifyRequest, reply: FastifyReply, target: string) {
  return reply
    .code(302)
    .header(isXhr(request) ? 'x-redirect' : 'location', target)
    .send();
}
