// A temporary uploads directory with originals of known sizes, plus a file outside it that a symlink
// inside points to (which must never be served).
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const raster = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#1f4d3a"/></svg>';

export interface UploadsFixture {
  readonly root: string;
  readonly uploads: string;
  readonly cache: string;
}

export async function anUploadsDirectory(): Promise<UploadsFixture> {
  const root = await mkdtemp(join(tmpdir(), 'shop-img-test-'));
  const uploads = join(root, 'uploads');
  const cache = join(root, 'cache');
  await mkdir(join(uploads, 'products'), { recursive: true });
  await mkdir(join(uploads, 'icons'));
  await mkdir(join(uploads, 'notes'));
  await writeFile(join(uploads, 'products', 'photo.png'), await raster(1000, 600));
  await writeFile(join(uploads, 'products', 'small.jpg'), await raster(200, 100, 'jpeg'));
  await writeFile(join(uploads, 'products', 'with space.png'), await raster(400, 300));
  await writeFile(join(uploads, 'icons', 'logo.svg'), SVG);
  await writeFile(join(uploads, 'notes', 'readme.txt'), 'not an image');
  await writeFile(join(uploads, 'products', 'broken.png'), 'not really a png');
  await writeFile(join(root, 'secret.png'), await raster(50, 50));
  await symlink(join(root, 'secret.png'), join(uploads, 'products', 'linked.png'));
  return { root, uploads, cache };
}
