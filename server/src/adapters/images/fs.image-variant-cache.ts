import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageVariantCache } from '../../ports/images/image-variant-cache.ts';

/** Variants on disk, fanned out by the key's first two characters so no directory grows huge. */
export function fsImageVariantCache(cacheDir: string): ImageVariantCache {
  const fileOf = (key: string) => join(cacheDir, key.slice(0, 2), key);

  return {
    async read(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch {
        return null;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(join(cacheDir, key.slice(0, 2)), { recursive: true });
      // Written aside and renamed into place: rename is atomic, so readers see all or nothing, and two
      // requests rendering the same variant at once both succeed.
      const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
