import type { FastifyInstance } from 'fastify';
import { HttpError } from '../craft/craft-response.ts';

/** Yii's JsonParser: `'Invalid JSON data in request body: ' . $e->getMessage()` (BaseJson's wording). */
const INVALID_JSON = 'Invalid JSON data in request body: ';
const SYNTAX_ERROR = `${INVALID_JSON}Syntax error.`;
// Valid JSON that Fastify's parser refuses on purpose (Yii would read it): say so rather than "syntax".
const POISONED_JSON = `${INVALID_JSON}keys named __proto__ or constructor.prototype are not accepted.`;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Yii's JSON parser reads an empty body as no params, so a Craft client may POST an action that takes
 * none (`forget-cart`, `logout`) with `Content-Type: application/json` and nothing after it. Fastify's
 * own parser refuses that with a 400; this one hands such a body on as `{}` and every other body to
 * Fastify's parser (with its prototype-poisoning checks). A body it refuses is a 400 in Yii's words.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, (error, value) => {
      if (!error) return done(null, value);
      return done(new HttpError(400, isJson(text) ? POISONED_JSON : SYNTAX_ERROR), undefined);
    });
  });
}
