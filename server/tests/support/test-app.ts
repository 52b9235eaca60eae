import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { DEFAULT_RATE_LIMIT_POLICIES } from '../../src/application/rate-limit/rate-limit-policies.ts';
import { type AppConfig, composeApp } from '../../src/composition.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: TestDatabase['database'];
  readonly deps: AppDeps;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-signing-cookies';

export function testConfig(
  options: {
    publicUrl?: string | undefined;
    staticDir?: string | undefined;
    uploadsDir?: string | undefined;
  } = {},
): AppConfig {
  return {
    env: 'test',
    sessionSecret: TEST_SECRET,
    publicUrl: options.publicUrl ?? 'http://shop.test',
    staticDir: options.staticDir ?? '/nonexistent-storefront-build',
    smtpUrl: undefined,
    shopName: 'Test Shop',
    mailFrom: '"Test Shop" <shop@shop.test>',
    commerceCmsSegment: 'commerce-cms',
    rateLimits: DEFAULT_RATE_LIMIT_POLICIES,
    uploadsDir: options.uploadsDir ?? join(tmpdir(), 'shop-test-uploads'),
    imageCacheDir: mkdtempSync(join(tmpdir(), 'shop-test-image-cache-')),
    shopEmail: 'owner@shop.test',
  };
}

export async function startTestApp(
  options: {
    staticDir?: string;
    publicUrl?: string;
    uploadsDir?: string;
    /** replaced dependencies; a function gets the composed ones (to keep their database, say) */
    overrides?: Partial<AppDeps> | ((composed: AppDeps) => Partial<AppDeps>);
  } = {},
): Promise<TestApp> {
  const testDb = await openTestDatabase();
  const composed = composeApp(
    testConfig({
      publicUrl: options.publicUrl,
      staticDir: options.staticDir,
      uploadsDir: options.uploadsDir,
    }),
    testDb.database,
  );
  const { overrides = {} } = options;
  const deps: AppDeps = {
    ...composed,
    ...(typeof overrides === 'function' ? overrides(composed) : overrides),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db: testDb.database,
    deps,
    close: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}
