// The filled app shell is built per request, so @fastify/static's pre-compressed files do not cover
// it: it is compressed here (brotli when the browser takes it, else gzip), quickly, as it is small.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The q-value a header gives a coding: its own entry, else `*`, else 0 (not accepted). */
function qualityOf(entries: ReadonlyMap<string, number>, coding: string): number {
  return entries.get(coding) ?? entries.get('*') ?? 0;
}

/** Brotli, else gzip, when the Accept-Encoding header allows it (q > 0); identity otherwise. */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  if (!acceptEncoding) return 'identity';
  const entries = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => /^q\s*=/i.test(param));
    const value = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    entries.set(name.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  if (qualityOf(entries, 'br') > 0) return 'br';
  if (qualityOf(entries, 'gzip') > 0) return 'gzip';
  return 'identity';
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
