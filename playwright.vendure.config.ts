import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import shopConfig from './playwright.config';

// The same journeys against the shop with Vendure as its commerce back-end (`npm run test:vendure`):
// the test peer (`npm run vendure:setup` first) on a port of its own, and the shop in front of it.
const port = Number(process.env.E2E_PORT ?? 4320);
const peerPort = Number(process.env.VENDURE_E2E_PEER_PORT ?? 4633);
const baseURL = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-vendure-'));

/** The journeys whose screens Vendure backs; the rest are our server's own features. */
const VENDURE_JOURNEYS = [
  '**/catalog.e2e.ts',
  '**/auth.e2e.ts',
  '**/account.e2e.ts',
  '**/cart.e2e.ts',
  '**/checkout.e2e.ts',
  '**/search.e2e.ts',
];

export default defineConfig({
  ...shopConfig,
  testMatch: VENDURE_JOURNEYS,
  // Read by the journeys to list what Vendure does not support (test.skip with the reason).
  metadata: { commerce: 'vendure', peerOrigin: `http://127.0.0.1:${peerPort}` },
  outputDir: 'test-results/vendure',
  use: { ...shopConfig.use, baseURL },
  webServer: [
    {
      command: 'node tests/vendure/peer/serve.ts',
      url: `http://127.0.0.1:${peerPort}/shop-api?query=%7B__typename%7D`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { VENDURE_PEER_PORT: String(peerPort) },
    },
    {
      command: 'node scripts/start.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        NODE_ENV: 'test',
        COMMERCE_BACKEND: 'vendure',
        VENDURE_SHOP_API_URL: `http://127.0.0.1:${peerPort}/shop-api`,
        ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
      },
    },
  ],
});
