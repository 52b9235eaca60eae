// The filled app shell is built per request, so @fastify/static's pre-compressed files do not cover
// it: it is compressed here (brotli when the browser takes it, else gzip), quickly, as it is small.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli, else gzip, as the Accept-Encoding header allows (its q-values decide); identity otherwise. */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiate(acceptEncoding, ['br', 'gzip']) ?? 'identity';
}

/** The body in the given coding; brotli at a middle quality, which is fast for a few kilobytes. */
export function encodeHtml(html: string, encoding: HtmlEncoding): Promise<Buffer> | string {
  switch (encoding) {
    case 'br':
      return brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    case 'gzip':
      return gzipped(html, { level: 6 });
    case 'identity':
      return html;
  }
}
