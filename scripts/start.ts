// `npm start`: builds the storefront when the build is missing or older than its sources, then runs the
// server (which migrates and seeds its database on first start). Honours every server env variable.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'dist', 'index.html');
const BUILD_INPUTS = [
  'src/ui',
  'src/domain',
  'src/application',
  'src/ports',
  'src/adapters',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

function buildIsStale(): boolean {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

if (process.env.STATIC_DIR === undefined && buildIsStale()) {
  process.stdout.write('Building the storefront…\n');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The storefront build failed; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import('../server/src/main.ts');
try {
  const { url } = await main();
  process.stdout.write(`\nThe shop is running at ${url}  (Ctrl+C stops it)\n\n`);
} catch (error: unknown) {
  process.stderr.write(
    `The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
