import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    port: 5173,
    // In development the API lives on the back-end; `npm run dev -w server` serves it on 3000.
    proxy: {
      '/actions': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/settings': 'http://localhost:3000',
    },
  },
});
