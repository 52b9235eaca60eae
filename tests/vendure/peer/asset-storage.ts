// Vendure's asset files on the local disk of the peer's folder, their preview being the original (no
// sharp), their URLs root-relative (`/vendure-assets/<file>`, so a proxy in front serves one origin),
// and the route that serves them.
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ASSET_URL_PREFIX } from './location.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** The file an identifier (or URL path) names, or undefined when it would leave the folder. */
const inside = (root: string, name: string): string | undefined => {
  const file = resolve(root, `.${sep}${name}`);
  return file.startsWith(`${resolve(root)}${sep}`) ? file : undefined;
};

const located = (root: string, name: string): string => {
  const file = inside(root, name);
  if (!file) throw new Error(`Asset name outside the asset folder: ${name}`);
  return file;
};

/** Vendure's AssetStorageStrategy over a folder; identifiers are file names relative to it. */
export function diskAssetStorage(root: string) {
  const write = async (name: string, data: Buffer) => {
    const file = located(root, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data);
    return name;
  };
  return {
    writeFileFromBuffer: write,
    async writeFileFromStream(name: string, stream: Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return write(name, Buffer.concat(chunks));
    },
    readFileToBuffer: (identifier: string) => readFile(located(root, identifier)),
    readFileToStream: async (identifier: string) => createReadStream(located(root, identifier)),
    deleteFile: (identifier: string) => rm(located(root, identifier), { force: true }),
    fileExists: (name: string) =>
      access(located(root, name)).then(
        () => true,
        () => false,
      ),
    toAbsoluteUrl: (_request: unknown, identifier: string) => `${ASSET_URL_PREFIX}/${identifier}`,
  };
}

/** Vendure's AssetPreviewStrategy: the preview is the original file, unchanged. */
export const originalAsPreview = {
  generatePreviewImage: async (_ctx: unknown, _mimeType: string, data: Buffer) => data,
};

/** The request's path, decoded ('' when it is not valid percent-encoding, which matches no file). */
const decodedPath = (url = '/'): string => {
  try {
    return decodeURIComponent(new URL(url, 'http://peer').pathname);
  } catch {
    return '';
  }
};

const notFound = (response: ServerResponse) => {
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('Not found');
};

/** Express middleware mounted at /vendure-assets: GET and HEAD of a stored file. */
export function assetFilesHandler(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = inside(root, decodedPath(request.url));
    if (!file) return notFound(response);
    stat(file).then(
      (found) => {
        if (!found.isFile()) return notFound(response);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': found.size,
          'cache-control': 'public, max-age=3600',
        });
        if (request.method === 'HEAD') response.end();
        else createReadStream(file).pipe(response);
      },
      () => notFound(response),
    );
  };
}
