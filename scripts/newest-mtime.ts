// When anything under a path last changed: the newest modification time of a file or of a folder and
// everything in it (0 when the path does not exist). Decides whether a build is older than its inputs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}
