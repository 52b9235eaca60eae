// The server's composition root: opens the database the config names, migrates and seeds it, and wires
// repositories and adapters into the app's dependencies. Plain factories, no container.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from './app.ts';
import { type Config, DEFAULT_TAX_SERVICE_SEGMENT } from './config.ts';
import { type Database, type DatabaseTarget, openDatabase } from './adapters/db/database.ts';
import { drizzleAddressRepository } from './adapters/db/users/drizzle.address-repository.ts';
import { drizzleCartRepository } from './adapters/db/cart/drizzle.cart-repository.ts';
import { drizzleCheckoutRepository } from './adapters/db/checkout/drizzle.checkout-repository.ts';
import { paymentGatewayRegistry } from './adapters/payments/gateway-registry.ts';
import { drizzlePaymentSourceRepository } from './adapters/db/users/drizzle.payment-source-repository.ts';
import { drizzleSubscriptionRepository } from './adapters/db/users/drizzle.subscription-repository.ts';
import { syncStripeGateway } from './adapters/db/seed/stripe-gateway.sync.ts';
import { drizzlePurchasableCatalog } from './adapters/db/catalog/drizzle.purchasable-catalog.ts';
import { drizzleStoreRulesReader } from './adapters/db/store/drizzle.store-rules-reader.ts';
import { drizzleProductRepository } from './adapters/db/catalog/drizzle.product-repository.ts';
import { seedDemoData } from './adapters/db/seed/seed.ts';
import { cartCookieName } from './adapters/http/session/cookies.ts';
import { storefrontFiles } from './adapters/http/storefront/storefront.routes.ts';
import { PAGE_CACHE_DEFAULTS, pageCache } from './adapters/http/storefront/page-cache.ts';
import { renderSourceFor } from './adapters/http/storefront/render-source.ts';
import { limitedRenders } from './adapters/http/storefront/render-limits.ts';
import { sqlPagesVersion } from './adapters/db/storefront/sql.pages-version.ts';
import { drizzleSessionRepository } from './adapters/db/users/drizzle.session-repository.ts';
import { drizzleUserCodeRepository } from './adapters/db/users/drizzle.user-code-repository.ts';
import { drizzleUserRepository } from './adapters/db/users/drizzle.user-repository.ts';
import { argon2PasswordHasher } from './adapters/system/argon2.password-hasher.ts';
import { nodeCryptoDigest } from './adapters/system/node-crypto.digest.ts';
import { nodeCryptoRandomSource } from './adapters/system/node-crypto.random-source.ts';
import { systemClock } from './adapters/system/system.clock.ts';
import { randomUUID } from 'node:crypto';
import { createMailer, type ShopMail } from './adapters/mail/create-mailer.ts';
import { mailAccountNotifier } from './adapters/mail/mail.account-notifier.ts';
import { mailOrderNotifier } from './adapters/mail/mail.order-notifier.ts';
import { drizzleOrderHistory } from './adapters/db/orders/drizzle.order-history.ts';
import { drizzleOrderFlowRepository } from './adapters/db/fulfilment/drizzle.order-flow-repository.ts';
import { drizzleStaffOrders } from './adapters/db/fulfilment/drizzle.staff-orders.ts';
import { drizzleStaffCatalog } from './adapters/db/catalog/drizzle.staff-catalog.ts';
import { drizzleStockAlertRepository } from './adapters/db/stock-alerts/drizzle.stock-alert-repository.ts';
import { mailStockAlertNotifier } from './adapters/mail/mail.stock-alert-notifier.ts';
import { mailFulfilmentNotifier } from './adapters/mail/mail.fulfilment-notifier.ts';
import { drizzleUnpaidOrderRelease } from './adapters/db/orders/drizzle.unpaid-order-release.ts';
import { workerThreadInvoiceRenderer } from './adapters/pdf/worker-thread.invoice-renderer.ts';
import { drizzleUserPhotoRepository } from './adapters/db/users/drizzle.user-photo-repository.ts';
import { sharpImageProcessor } from './adapters/images/sharp.image-processor.ts';
import { fsImageVariantCache } from './adapters/images/fs.image-variant-cache.ts';
import { fsOriginalImageStore } from './adapters/images/fs.original-image-store.ts';
import { sharpImageTranscoder } from './adapters/images/sharp.image-transcoder.ts';
import { drizzlePageMetadata } from './adapters/db/seo/drizzle.page-metadata.ts';
import { drizzleSearchIndex } from './adapters/db/search/drizzle.search-index.ts';
import { drizzleSitemapSource } from './adapters/db/seo/drizzle.sitemap-source.ts';
import { drizzleRateLimiter } from './adapters/db/rate-limit/drizzle.rate-limiter.ts';
import type { PasswordHasher } from './ports/users/password-hasher.ts';
import { drizzleBlogReader } from './adapters/db/content/drizzle.blog-reader.ts';
import { drizzleCaseStudyReader } from './adapters/db/content/drizzle.case-study-reader.ts';
import { drizzleCategoryReader } from './adapters/db/catalog/drizzle.category-reader.ts';
import { drizzleContentReader } from './adapters/db/content/drizzle.content-reader.ts';
import { drizzleFormSubmissionRepository } from './adapters/db/content/drizzle.form-submission-repository.ts';
import { drizzleMenuReader } from './adapters/db/content/drizzle.menu-reader.ts';
import { drizzleStoreSettingsReader } from './adapters/db/store/drizzle.store-settings-reader.ts';
import { mailFormNotifier } from './adapters/mail/mail.form-notifier.ts';
import type { RateLimiter } from './ports/system/rate-limiter.ts';
import type { AddressValidator } from './ports/addresses/address-validator.ts';
import {
  AVATAX_BASE_URLS,
  avataxAddressValidator,
} from './adapters/avatax/avatax.address-validator.ts';
import { offlineAddressValidator } from './adapters/system/offline.address-validator.ts';

export const STORE_CURRENCY = 'USD';
const passwordHasher = argon2PasswordHasher();

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export function databaseTargetFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/** The demo shop imported on first start (see server/content/README.md). */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../content/demo', import.meta.url));

export interface PrepareOptions {
  /** Where the demo content's images are written: the config's uploadsDir. */
  readonly uploadsDir: string;
  /** Seed the demo shop into the database (config.demoData): an explicit choice, never in production. */
  readonly demoData: boolean;
  readonly hasher?: PasswordHasher;
  readonly demoContentDir?: string;
  /** Offer the Stripe gateway (STRIPE_SECRET_KEY is set); hidden otherwise. */
  readonly stripeEnabled?: boolean;
}

/** Migrations run on every start (they are idempotent); demo data, when chosen, is seeded once per database. */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ seeded: boolean }> {
  await database.migrate();
  const { applied } = options.demoData
    ? await seedDemoData(database.db, {
        hasher: options.hasher ?? passwordHasher,
        demoContentDir: options.demoContentDir ?? DEMO_CONTENT_DIR,
        uploadsDir: options.uploadsDir,
      })
    : { applied: false };
  await syncStripeGateway(database.db, options.stripeEnabled ?? false);
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
> &
  // Optional so callers that predate address validation get the offline validator and `avatax`.
  Partial<Pick<Config, 'taxServiceSegment' | 'avatax' | 'checkoutAddresses' | 'stripe'>> &
  Partial<Pick<Config, 'allowCheckoutWithoutPayment' | 'pageRender' | 'commerce'>>;

/** AvaTax when credentials are configured, else the shop's own rules. */
export function addressValidatorFor(avatax: Config['avatax']): AddressValidator {
  if (!avatax) return offlineAddressValidator();
  return avataxAddressValidator({
    accountId: avatax.accountId,
    licenseKey: avatax.licenseKey,
    baseUrl: avatax.baseUrl ?? AVATAX_BASE_URLS[avatax.environment],
  });
}

/** Carts, checkout, payments and orders. */
function commerceDeps(config: AppConfig, database: Database) {
  const { db } = database;
  return {
    orderHistory: drizzleOrderHistory(db),
    orderFlow: drizzleOrderFlowRepository(db),
    staffOrders: drizzleStaffOrders(db),
    staffCatalog: drizzleStaffCatalog(db),
    stockAlerts: drizzleStockAlertRepository(db),
    unpaidOrders: drizzleUnpaidOrderRelease(db),
    invoices: workerThreadInvoiceRenderer(),
    currency: STORE_CURRENCY,
    cartCookieName: cartCookieName('storefront', 'primary'),
    products: drizzleProductRepository(db, STORE_CURRENCY),
    carts: drizzleCartRepository(db),
    checkout: drizzleCheckoutRepository(db),
    paymentGatewayFor: paymentGatewayRegistry({
      random: nodeCryptoRandomSource,
      testGateways: config.env !== 'production',
      stripe: config.stripe
        ? {
            ...config.stripe,
            returnUrl: `${config.publicUrl}/actions/commerce/payments/complete-payment`,
          }
        : undefined,
    }),
    allowCheckoutWithoutPayment: config.allowCheckoutWithoutPayment ?? false,
    // Craft's defaults: neither address is required to pay.
    checkoutAddresses: config.checkoutAddresses ?? {
      requireBillingAddressAtCheckout: false,
      requireShippingAddressAtCheckout: false,
    },
    paymentSources: drizzlePaymentSourceRepository(db),
    subscriptions: drizzleSubscriptionRepository(db),
    catalog: drizzlePurchasableCatalog(db, STORE_CURRENCY),
    storeRules: drizzleStoreRulesReader(db, STORE_CURRENCY),
  };
}

/** A remote back-end's changes are not seen here: its pages are kept a minute at most. */
const REMOTE_PAGES_VERSION = { current: () => Promise.resolve('remote') };
const REMOTE_PAGE_TTL_MS = 60_000;

/** How storefront pages are rendered (config.pageRender), kept and limited. */
function storefrontPages(config: AppConfig, database: Database) {
  const commerce = config.commerce ?? { kind: 'craft' };
  const renderSource = renderSourceFor(config.pageRender ?? { kind: 'in-process' }, commerce.kind);
  return {
    renderSource,
    renderLimit: limitedRenders(),
    // Vendure's changes are not seen here either: its pages are kept as a remote back-end's.
    pageCache:
      renderSource?.remote || commerce.kind === 'vendure'
        ? pageCache(REMOTE_PAGES_VERSION, { ...PAGE_CACHE_DEFAULTS, ttlMs: REMOTE_PAGE_TTL_MS })
        : pageCache(sqlPagesVersion(database.db)),
  };
}

/** Pages, navigation, search, images and forms. */
function contentDeps(config: AppConfig, database: Database, mailer: ShopMail['mailer']) {
  const { db } = database;
  return {
    images: sharpImageProcessor(),
    storefront: storefrontFiles(config.staticDir ?? DEFAULT_STATIC_DIR, config.commerce?.kind),
    commerce: config.commerce ?? { kind: 'craft' },
    ...storefrontPages(config, database),
    search: drizzleSearchIndex(db),
    imageVariants: {
      originals: fsOriginalImageStore(config.uploadsDir),
      variantCache: fsImageVariantCache(config.imageCacheDir),
      transcoder: sharpImageTranscoder(),
      digest: nodeCryptoDigest,
    },
    pageMetadata: drizzlePageMetadata(db, STORE_CURRENCY),
    sitemap: drizzleSitemapSource(db),
    categories: drizzleCategoryReader(db),
    menus: drizzleMenuReader(db),
    content: drizzleContentReader(db),
    blog: drizzleBlogReader(db),
    caseStudies: drizzleCaseStudyReader(db),
    storeSettings: drizzleStoreSettingsReader(db),
    formSubmissions: drizzleFormSubmissionRepository(db),
    formNotifier: mailFormNotifier(mailer, {
      shopEmail: config.shopEmail,
      shopName: config.shopName,
    }),
  };
}

/** Customers: accounts, sessions, one-time codes, address books and photos. */
function accountDeps(config: AppConfig, database: Database, mailer: ShopMail['mailer']) {
  const { db } = database;
  return {
    photos: drizzleUserPhotoRepository(db),
    notifier: mailAccountNotifier(mailer, {
      publicUrl: config.publicUrl,
      shopName: config.shopName,
    }),
    hasher: passwordHasher,
    users: drizzleUserRepository(db),
    sessions: drizzleSessionRepository(db),
    codes: drizzleUserCodeRepository(db),
    addresses: drizzleAddressRepository(db),
  };
}

/** `limiter`: the shared Redis one when REDIS_URL is set (opened by main), else counters in the database. */
export function composeApp(
  config: AppConfig,
  database: Database,
  limiter: RateLimiter = drizzleRateLimiter(database.db),
  mail: ShopMail = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    clock: systemClock,
  }),
): AppDeps & { mail: ShopMail } {
  const { mailer } = mail;
  return {
    ...commerceDeps(config, database),
    ...contentDeps(config, database, mailer),
    ...accountDeps(config, database, mailer),
    rateLimits: { limiter, policies: config.rateLimits },
    env: config.env,
    commerceCmsSegment: config.commerceCmsSegment,
    taxServiceSegment: config.taxServiceSegment ?? DEFAULT_TAX_SERVICE_SEGMENT,
    addressValidator: addressValidatorFor(config.avatax),
    mail,
    outbox: mail.outbox,
    orderNotifier: mailOrderNotifier(mailer, {
      shopName: config.shopName,
      publicUrl: config.publicUrl,
    }),
    fulfilmentNotifier: mailFulfilmentNotifier(mailer, { shopName: config.shopName }),
    stockAlertNotifier: mailStockAlertNotifier(mailer, {
      publicUrl: config.publicUrl,
      shopName: config.shopName,
    }),
    newUid: randomUUID,
    sessionSecret: config.sessionSecret,
    publicUrl: config.publicUrl,
    cookies: { secure: config.publicUrl.startsWith('https://') },
    database,
    random: nodeCryptoRandomSource,
    digest: nodeCryptoDigest,
    clock: systemClock,
    shopName: config.shopName,
  };
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(databaseTargetFor(config));
}
