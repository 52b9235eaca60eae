import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { reactRouterPure } from './scripts/react-router-pure.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Where the development server finds the back-end: `npm run dev` (scripts/dev.ts) sets it to the back-end
// it starts; plain `vite` expects one on 3000 (`npm start`).
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

/**
 * Small modules that nearly every page renders on its first paint (the head, pictures, prices, an
 * alert, the not-found page, the scroll keeper's marker): kept in the entry chunk rather than in
 * chunks of their own.
 */
const FIRST_PAINT_SHARED =
  /[\\/]src[\\/](ui[\\/](components[\\/](DocumentHead|Image|Alert)|features[\\/](errors[\\/]NotFoundPage|catalog[\\/]PriceTag))\.tsx|domain[\\/](layout[\\/]responsive-image|money[\\/]money|catalog[\\/]product)\.rules\.ts|ui[\\/]app[\\/]routing[\\/]keep-scroll\.ts)$/;

/** What the bundler tells about a module while it groups modules into chunks (rolldown's). */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly isEntry: boolean; readonly importers: string[] } | null;
}

/**
 * Whether a module belongs in the entry chunk: the bundler's runtime, anything the entry imports
 * statically (directly or through other modules), and FIRST_PAINT_SHARED.
 */
const inEntryChunk = (() => {
  // Only 'yes' answers are kept: a 'no' found while a module's importers are being walked may only
  // mean that the walk came back round a cycle.
  const initial = new Set<string>();
  const isInitial = (id: string, context: ChunkingContext, visiting: Set<string>): boolean => {
    if (initial.has(id)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const info = context.getModuleInfo(id);
    const found =
      info !== null &&
      (info.isEntry || info.importers.some((importer) => isInitial(importer, context, visiting)));
    if (found) initial.add(id);
    return found;
  };
  return (id: string, context: ChunkingContext): boolean =>
    id.includes('rolldown/runtime') ||
    FIRST_PAINT_SHARED.test(id) ||
    isInitial(id, context, new Set());
})();

/**
 * The server's half (`vite build --ssr`): the page renderer the back-end imports, in dist/ssr beside
 * the storefront it renders (the back-end never serves that folder). Packages stay imports.
 */
const ssrBuild = {
  outDir: fromRoot('./dist/ssr'),
  emptyOutDir: true,
  target: 'node22',
  copyPublicDir: false,
  sourcemap: false,
  rolldownOptions: {
    input: fromRoot('./src/ui/server/render-page.tsx'),
    output: { entryFileNames: 'render-page.js' },
  },
};

// The storefront's index.html lives in src/ui; the build lands in ./dist, which server/ serves.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/ui'),
  publicDir: fromRoot('./src/ui/public'),
  envDir: fromRoot('.'),
  resolve: {
    // rxjs publishes an ES2015 build under the `es2015` condition (classes, no tslib helpers); without
    // it the bundle gets the ES5 build and tslib.
    conditions: ['es2015', ...defaultClientConditions],
  },
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    reactRouterPure(),
    ...(isSsrBuild === true ? [] : [precompressAssets()]),
  ],
  build:
    isSsrBuild === true
      ? ssrBuild
      : {
          outDir: fromRoot('./dist'),
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
          // The modulepreload polyfill only acts on <link rel="modulepreload"> tags in the HTML, and there
          // are none (one entry chunk; the server adds none); Vite's preload helper for lazy chunks falls
          // back to rel="preload" by itself where modulepreload is unsupported. It cost 0.26 KB gzip.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              // Lazily loaded chunks are named by their hash alone: the entry lists every one of them
              // (with what each needs) for the preloads, and the names cost 0.6 KB gzip of the first
              // render's JavaScript.
              chunkFileNames: 'assets/[hash].js',
              // Everything the entry imports statically is one chunk: without the group rolldown splits
              // modules the pages share with it into small chunks of their own (react + emotion, the
              // router's DOM part, guards, result, …), each a request and gzipped on its own (measured
              // 2.7 KB more gzip on the first render). The few small modules that nearly every page
              // renders on its first paint join it too (FIRST_PAINT_SHARED): as chunks of their own they
              // were six more requests on the first render and 1.7 KB more gzip.
              codeSplitting: {
                groups: [
                  {
                    debugName: 'app',
                    name: (id, context) => (inEntryChunk(id, context) ? 'app' : null),
                  },
                ],
              },
            },
            treeshake: {
              // @emotion/react imports hoist-non-react-statics (CommonJS, so kept as a side effect) for
              // withTheme alone, which the shop does not use.
              moduleSideEffects: (id) =>
                /\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) ? false : undefined,
            },
          },
        },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: Object.fromEntries(
      ['/actions', '/api', '/settings', '/img', '/uploads', '/dev', '/healthz'].map((path) => [
        path,
        apiTarget,
      ]),
    ),
  },
}));
