// Builds the storefront for production into a folder of its own (never ./dist, which is shared),
// exactly as `npm run build` does (the browser's half, then the server's render into <dir>/ssr), so
// Lighthouse measures what `npm start` would serve.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/** Runs `vite build` with `args`; rejects with Vite's output when it fails. */
function viteBuild(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    const child = spawn(process.execPath, [VITE, 'build', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with code ${code}\n${output.join('')}`));
    });
  });
}

/** Builds the storefront into `outDir` (emptied first) and its server render into `outDir`/ssr. */
export async function buildStorefront(outDir: string): Promise<void> {
  await viteBuild(['--outDir', outDir, '--emptyOutDir']);
  await viteBuild(['--ssr', '--outDir', join(outDir, 'ssr'), '--emptyOutDir']);
}
