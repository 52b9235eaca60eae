// Serves the built storefront on the same origin as the API: hashed assets pre-compressed (brotli/gzip)
// with year-long immutable caching, everything else revalidated, and the app shell for client routes.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET = `${sep}assets${sep}`;

export interface StorefrontFiles {
  readonly dir: string;
  readonly built: boolean;
}

export const storefrontFiles = (dir: string): StorefrontFiles => ({
  dir,
  built: existsSync(join(dir, 'index.html')),
});

function cacheHeaders(reply: FastifyReply, path: string): void {
  if (path.includes(HASHED_ASSET)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else if (path.endsWith('index.html')) {
    reply.header('cache-control', 'no-cache');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

/** Registered on the root instance (not encapsulated) so the not-found handler can send the shell. */
export async function registerStorefront(
  app: FastifyInstance,
  files: StorefrontFiles,
): Promise<void> {
  if (!files.built) {
    app.log.warn(
      { dir: files.dir },
      'storefront is not built: run `npm run build` (npm start does it)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: files.dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => cacheHeaders(res as unknown as FastifyReply, path),
  });
}

/** The app shell for a client-side route (the SPA decides what the path shows, including its 404). */
export function sendAppShell(reply: FastifyReply, files: StorefrontFiles) {
  if (!files.built) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(
        'The storefront is not built yet. Run `npm run build`, or start the shop with `npm start`.',
      );
  }
  return reply.sendFile('index.html');
}
