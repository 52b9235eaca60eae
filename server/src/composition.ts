// The server's composition root: opens the database the config names, migrates and seeds it, and wires
// repositories and adapters into the app's dependencies. Plain factories, no container.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from './app.ts';
import type { Config } from './config.ts';
import { type Database, type DatabaseTarget, openDatabase } from './adapters/db/database.ts';
import { drizzleAddressRepository } from './adapters/db/drizzle.address-repository.ts';
import { drizzleCartRepository } from './adapters/db/drizzle.cart-repository.ts';
import { drizzleProductRepository } from './adapters/db/drizzle.product-repository.ts';
import { seedDemoData } from './adapters/db/seed/seed.ts';
import { cartCookieName } from './adapters/http/cookies.ts';
import { storefrontFiles } from './adapters/http/storefront.routes.ts';
import { drizzleSessionRepository } from './adapters/db/drizzle.session-repository.ts';
import { drizzleUserCodeRepository } from './adapters/db/drizzle.user-code-repository.ts';
import { drizzleUserRepository } from './adapters/db/drizzle.user-repository.ts';
import { argon2PasswordHasher } from './adapters/system/argon2.password-hasher.ts';
import { nodeCryptoDigest } from './adapters/system/node-crypto.digest.ts';
import { nodeCryptoRandomSource } from './adapters/system/node-crypto.random-source.ts';
import { systemClock } from './adapters/system/system.clock.ts';
import { randomUUID } from 'node:crypto';
import { createMailer, type ShopMailer } from './adapters/mail/create-mailer.ts';
import { mailAccountNotifier } from './adapters/mail/mail.account-notifier.ts';
import { drizzleOrderHistory } from './adapters/db/drizzle.order-history.ts';
import { drizzleUserPhotoRepository } from './adapters/db/drizzle.user-photo-repository.ts';
import { sharpImageProcessor } from './adapters/images/sharp.image-processor.ts';
import { drizzleRateLimiter } from './adapters/db/drizzle.rate-limiter.ts';
import type { PasswordHasher } from './ports/password-hasher.ts';
import type { RateLimiter } from './ports/rate-limiter.ts';

export const STORE_CURRENCY = 'USD';
const passwordHasher = argon2PasswordHasher();

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export function databaseTargetFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/** Migrations run on every start (they are idempotent); demo data is seeded once per database. */
export async function prepareDatabase(
  database: Database,
  hasher: PasswordHasher = passwordHasher,
): Promise<{ seeded: boolean }> {
  await database.migrate();
  const { applied } = await seedDemoData(database.db, hasher);
  return { seeded: applied };
}

export type AppConfig = Pick<
  Config,
  | 'env'
  | 'sessionSecret'
  | 'publicUrl'
  | 'staticDir'
  | 'smtpUrl'
  | 'shopName'
  | 'mailFrom'
  | 'commerceCmsSegment'
  | 'rateLimits'
  | 'uploadsDir'
  | 'imageCacheDir'
  | 'shopEmail'
>;

/** `limiter`: the shared Redis one when REDIS_URL is set (opened by main), else counters in the database. */
export function composeApp(
  config: AppConfig,
  database: Database,
  limiter: RateLimiter = drizzleRateLimiter(database.db),
): AppDeps & { mailer: ShopMailer } {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
  return {
    rateLimits: { limiter, policies: config.rateLimits },
    orderHistory: drizzleOrderHistory(database.db),
    images: sharpImageProcessor(),
    photos: drizzleUserPhotoRepository(database.db),
    env: config.env,
    commerceCmsSegment: config.commerceCmsSegment,
    mailer,
    outbox: mailer,
    notifier: mailAccountNotifier(mailer, {
      publicUrl: config.publicUrl,
      shopName: config.shopName,
    }),
    newUid: randomUUID,
    sessionSecret: config.sessionSecret,
    publicUrl: config.publicUrl,
    currency: STORE_CURRENCY,
    cartCookieName: cartCookieName('storefront', 'primary'),
    cookies: { secure: config.publicUrl.startsWith('https://') },
    database,
    products: drizzleProductRepository(database.db, STORE_CURRENCY),
    carts: drizzleCartRepository(database.db),
    random: nodeCryptoRandomSource,
    digest: nodeCryptoDigest,
    clock: systemClock,
    hasher: passwordHasher,
    users: drizzleUserRepository(database.db),
    sessions: drizzleSessionRepository(database.db),
    codes: drizzleUserCodeRepository(database.db),
    addresses: drizzleAddressRepository(database.db),
    storefront: storefrontFiles(config.staticDir ?? DEFAULT_STATIC_DIR),
  };
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(databaseTargetFor(config));
}
