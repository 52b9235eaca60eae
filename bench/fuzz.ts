// `npm run bench:fuzz`: 1,500 malformed requests (NUL and control characters, 100 KB strings, ids out
// of range, wrong types, nested params, invalid JSON, wrong content types, broken Unicode...) over real
// HTTP to every POST action, every GET action and every API read of a fresh shop, as a signed-in
// shopper with a valid CSRF token. Prints the answers by status; fails on any 5xx, and on any refused
// request (4xx) that changed data. A smaller run of the same requests is part of `npm test`
// (server/tests/routes/fuzz.test.ts).
// Flags: --requests <n> (1500) --seed <n> (17) --postgres (a scratch database on BENCH_POSTGRES_URL's
// server instead of PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/adapters/db/database.ts';
import { buildApp } from '../server/src/app.ts';
import {
  RATE_LIMIT_POLICY_NAMES,
  type RateLimitPolicies,
} from '../server/src/application/rate-limit/rate-limit-policies.ts';
import { composeApp, prepareDatabase } from '../server/src/composition.ts';
import { readConfig } from '../server/src/config.ts';
import {
  describeFuzzReport,
  type FuzzTransport,
  runFuzz,
} from '../server/tests/support/fuzz/fuzz-run.ts';
import { fuzzSeedsFrom } from '../server/tests/support/fuzz/fuzz-seeds.ts';
import { malformedRequests } from '../server/tests/support/fuzz/malformed-requests.ts';
import { fuzzRoutesOf } from '../server/tests/support/fuzz/routes.ts';
import { aCustomer } from '../server/tests/support/user.mother.ts';
import { createScratchDatabase } from './support/postgres.ts';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '1500' },
    seed: { type: 'string', default: '17' },
    postgres: { type: 'boolean', default: false },
  },
});

// Every request comes from 127.0.0.1: limits a person never reaches, so the handlers are what is tested.
const generousLimits = Object.fromEntries(
  RATE_LIMIT_POLICY_NAMES.map((name) => [name, [{ limit: 1_000_000, windowSeconds: 60 }]]),
) as unknown as RateLimitPolicies;

function httpTransport(baseUrl: string): FuzzTransport {
  return async (request) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return {
      status: response.status,
      setCookies: response.headers.getSetCookie(),
      body: await response.text(),
    };
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-fuzz-'));
const scratch = flags.postgres ? await createScratchDatabase('bench_fuzz') : undefined;
const config = {
  ...readConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://127.0.0.1',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  }),
  rateLimits: generousLimits,
};
const database = await openDatabase(
  scratch
    ? { kind: 'postgres', url: scratch.url }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') },
);
try {
  await prepareDatabase(database, { uploadsDir: config.uploadsDir, demoData: true });
  const deps = composeApp(config, database);
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const seeds = await fuzzSeedsFrom(database.db);
    const customers = await Promise.all([1, 2, 3].map(() => aCustomer(deps)));
    const routes = fuzzRoutesOf(app);
    const requests = malformedRequests(routes, Number(flags.requests), seeds, Number(flags.seed));
    const started = performance.now();
    const report = await runFuzz({
      transport: httpTransport(address),
      db: database.db,
      requests,
      customers,
      seeds,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const posts = routes.filter((route) => route.method === 'POST').length;
    process.stdout.write(
      [
        `bench:fuzz — ${database.kind}, ${routes.length} routes (${posts} POST), seed ${flags.seed}, ${seconds} s`,
        describeFuzzReport(report),
        '',
      ].join('\n'),
    );
    process.exitCode = report.serverErrors.length > 0 || report.changedByRefused.length > 0 ? 1 : 0;
  } finally {
    await app.close();
    await deps.mail.close();
  }
} finally {
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
