import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsImageVariantCache } from '../../src/adapters/images/fs.image-variant-cache.ts';
import { fsOriginalImageStore } from '../../src/adapters/images/fs.original-image-store.ts';
import { sharpImageTranscoder } from '../../src/adapters/images/sharp.image-transcoder.ts';
import { nodeCryptoDigest } from '../../src/adapters/system/node-crypto.digest.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { anUploadsDirectory, raster, SVG, type UploadsFixture } from './image-files.mother.ts';

describe('GET /img/<path>: resized uploads', () => {
  let t: TestApp;
  let files: UploadsFixture;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;
  const cacheFiles = async () =>
    (await readdir(files.cache, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  beforeAll(async () => {
    files = await anUploadsDirectory();
    t = await startTestApp({
      uploadsDir: files.uploads,
      // The same adapters as composition, with a cache directory this test can look into.
      overrides: {
        imageVariants: {
          originals: fsOriginalImageStore(files.uploads),
          variantCache: fsImageVariantCache(files.cache),
          transcoder: sharpImageTranscoder(),
          digest: nodeCryptoDigest,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(files.root, { recursive: true, force: true });
  });

  it('sends WebP of the asked width, cached for a year, with a strong ETag', async () => {
    const res = await get('/img/products/photo.png?w=640');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.vary).toBeUndefined();
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(384);
  });

  it('rounds a width up to the next breakpoint × density, and never upscales', async () => {
    const cases: [string, number][] = [
      ['/img/products/photo.png?w=1', 320],
      ['/img/products/photo.png?w=500', 640],
      ['/img/products/photo.png?w=700', 768],
      ['/img/products/photo.png?w=900', 1000], // 1024 asked, the original is 1000 wide
      ['/img/products/photo.png?w=99999', 1000],
      ['/img/products/small.jpg?w=320', 200],
      ['/img/products/photo.png', 1000], // no width: the original size, re-encoded
      ['/img/products/with%20space.png?w=320', 320],
    ];
    for (const [url, width] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(await widthOf(res.rawPayload), url).toBe(width);
    }
  });

  it('encodes AVIF, JPEG and PNG on request', async () => {
    const cases = [
      ['avif', 'image/avif', 'heif'],
      ['jpeg', 'image/jpeg', 'jpeg'],
      ['jpg', 'image/jpeg', 'jpeg'],
      ['png', 'image/png', 'png'],
      ['webp', 'image/webp', 'webp'],
    ] as const;
    for (const [fmt, type, format] of cases) {
      const res = await get(`/img/products/photo.png?w=320&fmt=${fmt}`);
      expect(res.statusCode, fmt).toBe(200);
      expect(res.headers['content-type'], fmt).toBe(type);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, fmt).toBe(format);
      expect(meta.width, fmt).toBe(320);
    }
  });

  it('renders a variant once and then serves it from the disk cache', async () => {
    const url = '/img/products/photo.png?w=1280&fmt=png';
    const before = new Set(await cacheFiles());
    const first = await get(url);
    const created = (await cacheFiles()).filter((file) => !before.has(file));
    expect(created).toHaveLength(1);
    const [file] = created as [string];
    const { mtimeMs } = await stat(file);
    expect(await readdirNames(file)).not.toContain('.tmp');

    const second = await get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    expect(await cacheFiles()).toHaveLength(before.size + 1);

    // Proof that the bytes come from the cache file, not from rendering again.
    await writeFile(file, 'cached bytes');
    expect((await get(url)).body).toBe('cached bytes');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the original changes', async () => {
    const url = '/img/products/small.jpg?w=640';
    const first = await get(url);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    expect((await get('/img/products/small.jpg?w=320')).headers.etag).not.toBe(etag);

    await writeFile(join(files.uploads, 'products', 'small.jpg'), await raster(300, 100, 'jpeg'));
    const changed = await get(url);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await widthOf(changed.rawPayload)).toBe(300);
  });

  it('serves SVG as it is, under a restrictive CSP, unless a raster format is asked', async () => {
    const svg = await get('/img/icons/logo.svg?w=320');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toBe(SVG);

    const png = await get('/img/icons/logo.svg?w=320&fmt=png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-security-policy']).not.toContain("default-src 'none'");
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 160]);
  });

  it('refuses paths that try to leave the uploads directory', async () => {
    // Over a real socket: inject() would resolve `%2e%2e` before routing, a raw request does not.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of [
      '/img/%2e%2e/secret.png',
      '/img/products/..%2f..%2fsecret.png',
      '/img/products/%2e%2e/%2e%2e/secret.png',
      '/img//etc/passwd.png',
      '/img/%2Fetc%2Fpasswd.png',
      '/img/products%5C..%5C..%5Csecret.png',
      '/img/products/photo.png%00.txt',
      '/img/.hidden.png',
      '/img/C:%5Cwindows%5Cx.png',
    ]) {
      const res = await rawGet(`${address}${url}`);
      expect([400, 404], url).toContain(res.status);
      expect(res.contentType, url).toMatch(/json/);
    }
    // A symlink inside the directory that points outside it is not followed.
    expect((await get('/img/products/linked.png')).statusCode).toBe(404);
  });

  it('answers 404 for missing files and files that are not images, 400 for bad parameters', async () => {
    for (const url of [
      '/img/products/missing.png',
      '/img/notes/readme.txt',
      '/img/products/broken.png',
      '/img/products',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    for (const url of [
      '/img/products/photo.png?w=abc',
      '/img/products/photo.png?w=0',
      '/img/products/photo.png?w=-5',
      '/img/products/photo.png?fmt=gif',
      '/img/products/photo.png?w=1&w=2',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });

  it('leaves /img/user-photos/:id to the user photo route', async () => {
    const res = await get('/img/user-photos/123456');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Page not found.' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/img/products/photo.png?w=320' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('');
  });
});

/** A GET that sends the path byte for byte (fetch and inject would normalise dot segments). */
function rawGet(url: string): Promise<{ status: number; contentType: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const path = url.slice(url.indexOf('/', 'http://'.length));
    request({ host: target.hostname, port: target.port, path }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '' }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Names in the cache file's directory: no temporary files are left behind. */
async function readdirNames(file: string): Promise<string> {
  return (await readdir(join(file, '..'))).join(' ');
}
