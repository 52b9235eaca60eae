// Entry point: read env -> open and prepare the database -> build the app -> listen. Shuts down cleanly
// on SIGTERM/SIGINT: stops accepting connections, lets requests in flight finish, lets the mail worker
// finish the delivery in flight, closes the database.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { enabledTestGateways } from './adapters/db/store/test-gateways.ts';
import type { Database } from './adapters/db/database.ts';
import { buildApp } from './app.ts';
import { PURGE_INTERVAL_MS, purgeExpired } from './application/housekeeping/purge-expired.ts';
import { releaseUnpaidOrders } from './application/housekeeping/release-unpaid-orders.ts';
import { composeApp, openConfiguredDatabase, prepareDatabase } from './composition.ts';
import { type Config, ConfigError, readConfig } from './config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningShop {
  /** PUBLIC_URL */
  readonly url: string;
  /** Where the server listens, e.g. http://127.0.0.1:3000. */
  readonly address: string;
  /** Stops as SIGTERM does. */
  stop(): Promise<void>;
}

type Logger = pino.Logger;
type Deps = ReturnType<typeof composeApp>;

/** The database opened, migrated and seeded as configured; a production start refuses test gateways. */
async function readyDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  const { seeded } = await prepareDatabase(database, {
    uploadsDir: config.uploadsDir,
    demoData: config.demoData,
    stripeEnabled: config.stripe !== undefined,
  });
  if (config.env === 'production') await refuseTestGateways(database);
  logger.info(
    { database: database.kind, seeded },
    seeded ? 'database ready, demo data added' : 'database ready',
  );
  return database;
}

/** Hourly housekeeping; any process may do it, the deletes are idempotent. */
function startHousekeeping(deps: Deps, logger: Logger): NodeJS.Timeout {
  const housekeeping = setInterval(() => {
    purgeExpired(deps).then(
      (purged) => logger.debug({ purged }, 'expired sessions and codes purged'),
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
    releaseUnpaidOrders(deps).then(
      (released) => logger.debug({ released }, 'unpaid pay-by-invoice orders released'),
      (error: unknown) => logger.warn({ err: error }, 'releasing unpaid orders failed'),
    );
  }, PURGE_INTERVAL_MS);
  housekeeping.unref();
  return housekeeping;
}

/** Mail queued by this or any other process (and left by one that crashed) is delivered from here. */
function startMailDelivery(deps: Deps, logger: Logger): void {
  deps.mail.worker?.start((report) => {
    if ('error' in report) logger.warn({ err: report.error }, 'mail queue unavailable');
    else if (report.failures.some((failure) => !failure.willRetry))
      logger.error({ failures: report.failures }, 'mail given up after its last attempt');
    else logger.warn({ failures: report.failures }, 'mail not delivered yet, tried again later');
  });
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<RunningShop> {
  const config = readConfig(env);
  const logger = pino({ level: config.logLevel });
  const started = performance.now();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await readyDatabase(config, logger);
  const redis = config.redisUrl
    ? await (
        await import('./adapters/redis/redis.rate-limiter.ts')
      ).createRedisRateLimiter(config.redisUrl, {
        onError: (error) => logger.warn({ err: error }, 'redis connection problem'),
      })
    : undefined;
  const deps = composeApp(config, database, redis?.limiter);
  const app = await buildApp(deps, { logger, trustProxy: config.trustProxy });
  const housekeeping = startHousekeeping(deps, logger);

  const shutdown = onceShutdown(async (signal) => {
    clearInterval(housekeeping);
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await deps.mail.close();
    await redis?.close();
    await database.close();
    clearTimeout(timer);
    logger.info('stopped');
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  startMailDelivery(deps, logger);
  const ms = Math.round(performance.now() - started);
  logger.info(
    { url: config.publicUrl, database: database.kind, startupMs: ms },
    `shop ready at ${config.publicUrl}`,
  );
  return { url: config.publicUrl, address, stop: () => shutdown('stop') };
}

/** A production shop never offers a test gateway: the start stops, saying how to switch it off. */
async function refuseTestGateways(database: Database): Promise<void> {
  const enabled = await enabledTestGateways(database.db);
  if (enabled.length === 0) return;
  await database.close();
  const names = enabled.map((gateway) => `"${gateway.name}" (handle ${gateway.handle})`).join(', ');
  throw new ConfigError(
    `The test payment gateway ${names} is enabled, and a production shop must not take test payments. ` +
      'Set `frontendEnabled: false` in its file under gateways/ of your content folder, run ' +
      '`npm run content -- import <folder>` with the same NODE_ENV, DATA_DIR and DATABASE_URL, then start again.',
  );
}

function onceShutdown(stop: (signal: string) => Promise<void>) {
  let stopping: Promise<void> | undefined;
  return (signal: string) => (stopping ??= stop(signal));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `The shop could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
    }
    process.exit(1);
  });
}
