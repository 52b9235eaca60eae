// Craft reads the text fields of a `multipart/form-data` POST as its params, on every action (Ref §1.1).
// @fastify/multipart is registered app-wide; for each route this hook turns the fields into the body,
// nested like a form-encoded one (`lineItems[5][qty]`), before the input guard and the CSRF check read
// it. Files sent to such a route are read and dropped. A plugin whose handler streams
// `request.parts()` itself (upload-user-photo) opts out with `readsMultipartPartsItself`.
import fastifyMultipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import { bodyTooLargeMessage } from './body-parse-errors.ts';
import { formParamsOf, MAX_FORM_PARAMS } from './craft-form-params.ts';
import { HttpError } from '../craft/craft-response.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler reads `request.parts()` itself: its multipart fields do not become the body. */
    readsMultipartParts?: boolean;
  }
}

export type MultipartLimits = NonNullable<FastifyMultipartBaseOptions['limits']>;

const IGNORED_FILES = 10;
/** Per field: the longest text a field may hold is 10 000 characters (text-input.rules.ts). */
const FORM_LIMITS: MultipartLimits = {
  fields: MAX_FORM_PARAMS,
  fieldSize: 64 * 1024,
  fieldNameSize: 1024,
  files: IGNORED_FILES,
  fileSize: 1024 * 1024,
  parts: MAX_FORM_PARAMS + IGNORED_FILES,
};

const MALFORMED = 'The multipart/form-data body is malformed.';

type Pair = [string, string];

/** Busboy's own parse errors carry no status: they are the client's malformed body. */
const asClientError = (error: unknown): unknown =>
  error instanceof Error && !('statusCode' in error) ? new HttpError(400, MALFORMED) : error;

async function textFieldsOf(request: FastifyRequest): Promise<Pair[]> {
  const pairs: Pair[] = [];
  let bytes = 0;
  for await (const part of request.parts({ limits: FORM_LIMITS })) {
    if (part.type === 'file') {
      part.file.resume();
      await finished(part.file);
      continue;
    }
    if (part.fieldnameTruncated || part.valueTruncated)
      throw new HttpError(400, `${part.fieldname.slice(0, 64)} is too long.`);
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    bytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
    if (bytes > request.routeOptions.bodyLimit)
      throw new HttpError(413, bodyTooLargeMessage(request.routeOptions.bodyLimit));
    pairs.push([part.fieldname, value]);
  }
  return pairs;
}

/**
 * Registers multipart parsing for the whole app. `handlerLimits` are the defaults of a bare
 * `request.parts()` in a handler that opted out; routes that did not get their fields as the body.
 */
export async function acceptMultipartBodies(
  app: FastifyInstance,
  handlerLimits: MultipartLimits,
): Promise<void> {
  await app.register(fastifyMultipart, { limits: handlerLimits });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.routeOptions.config.readsMultipartParts) return;
    const pairs = await textFieldsOf(request).catch((error: unknown) => {
      throw asClientError(error);
    });
    request.body = formParamsOf(pairs);
  });
}

/** For the plugin whose handlers read `request.parts()` themselves: their fields are left unread. */
export function readsMultipartPartsItself(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, readsMultipartParts: true };
  });
}
