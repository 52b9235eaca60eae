// `npm run bench:bundle`: the first-render JavaScript budget (150 KB gzip, so a first visit on a
// phone renders fast) measured in Chromium against the shop as `npm start` serves it. Same browser
// and server set-up as the browser tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: `${root}/tests/e2e`,
  testMatch: 'bundle-budget.e2e.ts',
  outputDir: `${root}/test-results`,
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
});
