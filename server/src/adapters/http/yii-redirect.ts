import type { FastifyReply, FastifyRequest } from 'fastify';

/** Yii: an XHR gets its redirect target in X-Redirect (status stays 302, body empty), others in Location. */
export function yiiRedirect(request: FastifyRequest, reply: FastifyReply, target: string) {
  const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
  return reply
    .code(302)
    .header(isXhr ? 'x-redirect' : 'location', target)
    .send();
}
