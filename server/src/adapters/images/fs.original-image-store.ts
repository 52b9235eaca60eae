import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { OriginalImageStore } from '../../ports/images/original-image-store.ts';

/**
 * Originals under the uploads directory. Paths are checked by the domain already; resolving symlinks
 * here as well keeps a link inside the directory from exposing a file outside it.
 */
export function fsOriginalImageStore(uploadsDir: string): OriginalImageStore {
  let root: string | undefined;

  async function locate(path: string): Promise<string | null> {
    try {
      root ??= await realpath(uploadsDir);
      const real = await realpath(resolve(root, path));
      return real.startsWith(root + sep) ? real : null;
    } catch {
      return null; // missing file, or no uploads directory yet
    }
  }

  return {
    async stat(path) {
      const file = await locate(path);
      if (!file) return null;
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modifiedMs: Math.trunc(info.mtimeMs) } : null;
    },
    async read(path) {
      const file = await locate(path);
      if (!file) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch {
        return null;
      }
    },
  };
}
