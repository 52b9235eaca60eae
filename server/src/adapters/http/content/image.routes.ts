import type { FastifyInstance } from 'fastify';
import {
  findImageVariant,
  type ImageVariantDeps,
} from '../../../application/images/find-image-variant.ts';
import type { ImageRequestError } from '../../../domain/images/image-variant.errors.ts';
import { ALLOWED_WIDTHS } from '../../../domain/images/image-variant.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

export type ImageRoutesDeps = ImageVariantDeps;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG is a document that can run script: served as-is it may draw, never execute or load anything.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function messageFor(error: ImageRequestError): string {
  switch (error.kind) {
    case 'unsafe-path':
      return 'Invalid image path.';
    case 'invalid-width':
      return `Invalid width “${error.value}”: use a whole number of pixels (served: ${ALLOWED_WIDTHS.join(', ')}).`;
    case 'unknown-format':
      return `Unknown format “${error.value}”: use webp, avif, jpeg or png.`;
  }
}

/** If-None-Match compares weakly (RFC 9110): `W/"x"` matches `"x"`, and `*` matches anything. */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * `GET /img/<path>?w=&fmt=`: an uploaded original resized to an allowed width and re-encoded (webp by
 * default). `/img/user-photos/:id` is a more specific route and keeps answering user photos.
 */
export function imageRoutes(deps: ImageRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
      '/img/*',
      async (request, reply) => {
        const found = await findImageVariant(deps, {
          path: request.params['*'],
          w: request.query.w,
          fmt: request.query.fmt,
        });
        if (!found.ok) {
          if (found.error.kind === 'not-found') throw new HttpError(404, 'Image not found.');
          throw new HttpError(400, messageFor(found.error));
        }
        const variant = found.value;
        const etag = `"${variant.key}"`;
        if (isNotModified(request.headers['if-none-match'], etag))
          return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();

        const bytes = await variant.bytes();
        if (!bytes.ok) {
          if (bytes.error.kind === 'not-an-image')
            request.log.warn({ path: request.params['*'] }, 'an upload is not a readable image');
          throw new HttpError(404, 'Image not found.');
        }
        if (variant.isSvg) reply.header('content-security-policy', SVG_POLICY);
        return reply
          .header('etag', etag)
          .header('cache-control', IMMUTABLE)
          .type(variant.mimeType)
          .send(Buffer.from(bytes.value.buffer, bytes.value.byteOffset, bytes.value.byteLength));
      },
    );
  };
}
