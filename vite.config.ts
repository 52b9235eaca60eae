import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { reactRouterPure } from './scripts/react-router-pure.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Where `vite` (development) finds the back-end; `npm run dev -w server` serves it on 3000.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

// The storefront's index.html lives in src/ui; the build lands in ./dist, which server/ serves.
export default defineConfig({
  root: fromRoot('./src/ui'),
  publicDir: fromRoot('./src/ui/public'),
  envDir: fromRoot('.'),
  resolve: {
    // rxjs publishes an ES2015 build under the `es2015` condition (classes, no tslib helpers); without
    // it the bundle gets the ES5 build and tslib.
    conditions: ['es2015', ...defaultClientConditions],
  },
  plugins: [react({ jsxImportSource: '@emotion/react' }), reactRouterPure(), precompressAssets()],
  build: {
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
        // Everything the entry imports statically is one chunk: without the group rolldown splits
        // modules the pages share with it into small chunks of their own (react + emotion, the
        // router's DOM part, guards, result, …), each a request and gzipped on its own (measured
        // 2.7 KB more gzip on the first render).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
});
