import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Where `vite` (development) finds the back-end; `npm run dev -w server` serves it on 3000.
const apiTarget = process.env.DEV_API_TARGET ?? 'http://localhost:3000';

// The storefront's index.html lives in src/ui; the build lands in ./dist, which server/ serves.
export default defineConfig({
  root: fromRoot('./src/ui'),
  publicDir: fromRoot('./src/ui/public'),
  envDir: fromRoot('.'),
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompressAssets()],
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
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
