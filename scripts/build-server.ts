// The server's production bundle: server/src/main.ts and the libraries it loads at start (drizzle-orm,
// fastify, pino, zod) as ES modules in server/dist (main.js and a few chunks), built with the rolldown
// that vite ships.
// Why: loaded from node_modules, those libraries cost most of the start time (Node resolves every file of
// drizzle-orm against its 180 kB package.json) and Node's type stripping adds its own WebAssembly parser;
// the bundle needs neither. Native and heavy packages that load on first use stay external.
// `npm start` and the benchmarks call `ensureServerBuilt()`; tests keep running the TypeScript sources.
// Run directly (`node scripts/build-server.ts`) it rebuilds unconditionally.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as RolldownModule from 'rolldown';
import { newestMtime } from './newest-mtime.ts';

type Rolldown = typeof RolldownModule;

const root = fileURLToPath(new URL('..', import.meta.url));
const serverSrc = join(root, 'server', 'src');
const entry = join(serverSrc, 'main.ts');
const outDir = join(root, 'server', 'dist');

/** What `node` runs in production; `main()` is exported from it and runs by itself when it is argv[1]. */
export const SERVER_BUNDLE = join(outDir, 'main.js');

/** Loaded on first use (or native): importing them from node_modules keeps them out of the start. */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'ioredis',
  'nodemailer',
  'pdfkit',
  'pg',
  'sanitize-html',
  'sharp',
  'stripe',
  'yaml',
];

const BUILD_INPUTS = [
  'server/src',
  'server/package.json',
  'package-lock.json',
  'scripts/build-server.ts',
];

export function serverBuildIsStale(): boolean {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

const isExternal = (id: string) =>
  EXTERNAL_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));

/** vite's own rolldown (vite depends on it), so the project pins one bundler, not two. */
async function loadRolldown(): Promise<Rolldown> {
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite/package.json'));
  return (await import(pathToFileURL(fromVite.resolve('rolldown')).href)) as Rolldown;
}

/**
 * Modules find files next to their sources (migrations, demo content, the storefront build) through
 * `import.meta.url`. In the bundle that would be server/dist/*.js, so each server module's
 * `import.meta.url` becomes its source file's URL, written relative to the bundle so the checkout can
 * move. The entry keeps the bundle's own URL: main.ts compares it with argv[1] to know it was run.
 */
function sourceUrlPlugin() {
  return {
    name: 'server-source-import-meta-url',
    transform(code: string, id: string) {
      if (id === entry || !id.startsWith(serverSrc + sep) || !code.includes('import.meta.url')) {
        return null;
      }
      const fromBundle = relative(outDir, id).split(sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { code: code.replaceAll('import.meta.url', sourceUrl), map: null };
    },
  };
}

/** The files of the last two builds, kept so a server that is starting from the older one finds its chunks. */
const MANIFEST = join(outDir, '.builds.json');

function previousBuildFiles(): string[] {
  try {
    return (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { latest: string[] }).latest;
  } catch {
    return [];
  }
}

/**
 * main.js plus chunks for what loads on demand (each database driver's drizzle code, the Redis limiter):
 * one file would hoist PGlite's and ioredis's imports to the top and load them on every start.
 * Written beside server/dist and renamed into place, main.js last, so a starting server, or a second
 * `npm start` building at the same moment, never reads a half-written file. Chunk names carry a content
 * hash; those of the build before stay until the next one.
 */
export async function buildServer(): Promise<void> {
  const { rolldown } = await loadRolldown();
  // main.js is dated when the build started: a source saved during the build makes it stale.
  const startedSeconds = Date.now() / 1000;
  const staging = join(dirname(outDir), `.dist-build-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const bundle = await rolldown({
    input: entry,
    platform: 'node',
    cwd: root,
    external: isExternal,
    plugins: [sourceUrlPlugin()],
    logLevel: 'warn',
  });
  try {
    await bundle.write({
      dir: staging,
      format: 'esm',
      entryFileNames: 'main.js',
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
    });
  } finally {
    await bundle.close();
  }
  mkdirSync(outDir, { recursive: true });
  const built = readdirSync(staging);
  utimesSync(join(staging, 'main.js'), startedSeconds, startedSeconds);
  for (const name of built.sort((a, b) => Number(a === 'main.js') - Number(b === 'main.js'))) {
    renameSync(join(staging, name), join(outDir, name));
  }
  rmSync(staging, { recursive: true, force: true });
  const keep = new Set([...built, ...previousBuildFiles(), '.builds.json']);
  for (const name of readdirSync(outDir)) {
    if (!keep.has(name)) rmSync(join(outDir, name), { recursive: true, force: true });
  }
  writeFileSync(MANIFEST, JSON.stringify({ latest: built }));
}

/** Builds the bundle when it is missing or older than the server's sources or the lock file. */
export async function ensureServerBuilt(): Promise<void> {
  if (!serverBuildIsStale()) return;
  process.stdout.write('Building the server…\n');
  await buildServer();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
  process.stdout.write(`Built ${relative(root, SERVER_BUNDLE)}\n`);
}
