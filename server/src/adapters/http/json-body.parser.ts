import type { FastifyInstance } from 'fastify';

/**
 * Yii's JSON parser reads an empty body as no params, so a Craft client may POST an action that takes
 * none (`forget-cart`, `logout`) with `Content-Type: application/json` and nothing after it. Fastify's
 * own parser refuses that with a 400; this one hands such a body on as `{}` and every other body to
 * Fastify's parser (with its prototype-poisoning checks).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}
