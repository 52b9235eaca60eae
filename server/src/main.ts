// Entry point: read env -> open and prepare the database -> build the app -> listen. Shuts down cleanly
// on SIGTERM/SIGINT: stops accepting connections, lets requests in flight finish, closes the database.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { PURGE_INTERVAL_MS, purgeExpired } from './application/housekeeping/purge-expired.ts';
import { releaseUnpaidOrders } from './application/housekeeping/release-unpaid-orders.ts';
import { composeApp, openConfiguredDatabase, prepareDatabase } from './composition.ts';
import { ConfigError, readConfig } from './config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<{ url: string }> {
  const config = readConfig(env);
  const logger = pino({ level: config.logLevel });
  const started = performance.now();
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openConfiguredDatabase(config);
  const { seeded } = await prepareDatabase(database, {
    uploadsDir: config.uploadsDir,
    stripeEnabled: config.stripe !== undefined,
  });
  logger.info(
    { database: database.kind, seeded },
    seeded ? 'database ready, demo data added' : 'database ready',
  );

  const redis = config.redisUrl
    ? await (
        await import('./adapters/redis/redis.rate-limiter.ts')
      ).createRedisRateLimiter(config.redisUrl, {
        onError: (error) => logger.warn({ err: error }, 'redis connection problem'),
      })
    : undefined;
  const deps = composeApp(config, database, redis?.limiter);
  const app = await buildApp(deps, {
    logger,
    trustProxy: config.publicUrl.startsWith('https://'),
  });
  // Hourly housekeeping; any process may do it, the deletes are idempotent.
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

  const shutdown = onceShutdown(async (signal) => {
    clearInterval(housekeeping);
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    deps.mailer.close();
    await redis?.close();
    await database.close();
    logger.info('stopped');
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - started);
  logger.info(
    { url: config.publicUrl, database: database.kind, startupMs: ms },
    `shop ready at ${config.publicUrl}`,
  );
  return { url: config.publicUrl };
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
