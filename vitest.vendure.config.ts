import { defineConfig } from 'vitest/config';

// The contract suites against a live Vendure (`npm run test:vendure`), never in `npm test`: the test
// peer is installed outside the repository by `npm run vendure:setup`, and started by the suites.
export default defineConfig({
  test: {
    name: 'vendure',
    include: ['tests/vendure/**/*.live.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One peer and one server per file; files one after another.
    fileParallelism: false,
  },
});
