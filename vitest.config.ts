import { defineConfig } from 'vitest/config';

// Three projects: the storefront (domain, application, adapters, architecture), its components in a
// browser-like DOM (tests/ui, React Testing Library over the fakes), and the back-end (server/). The
// server project runs on PGlite, and on real PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
      exclude: ['src/ui/**', 'server/src/adapters/db/migrations/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // The storefront's rules and services must stay fully tested (95%+ lines): they are the
      // spec's rules and the use cases over them, and the cheapest place to catch a broken one.
      thresholds: {
        'src/domain/**': { lines: 95 },
        'src/application/**': { lines: 95 },
      },
    },
    projects: [
      {
        test: {
          name: 'web',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'tests/ui/**/*.test.tsx', 'tests/vendure/**'],
          environment: 'node',
          // Property tests run hundreds of cases: on a shared, busy 2-core machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/dom.setup.ts'],
          // A page test renders the whole app and waits for lazily loaded pages: generous on a busy
          // 2-core machine; findBy* keep their own shorter wait (tests/support/dom.setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
