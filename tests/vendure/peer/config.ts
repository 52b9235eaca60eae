// The peer's VendureConfig: Shop API at /shop-api (Admin API on for the setup), cookie and bearer
// sessions, e-mail verification required, the dummy payment handler, jobs and search in-process,
// assets on the local disk, the test mailbox, and three custom fields that carry what our demo shop
// has and Vendure has not (weight, sale price, quotation only).
import { databaseUrl } from '../../../bench/peers/vendure/install.ts';
import { assetFilesHandler, diskAssetStorage, originalAsPreview } from './asset-storage.ts';
import {
  ASSET_FILES_DIR,
  ASSET_URL_PREFIX,
  COOKIE_SECRET,
  IMPORT_DIR,
  PEER_DATABASE,
  SUPERADMIN,
} from './location.ts';
import { testMailboxPlugin } from './mailbox.ts';
import type { NestCommon, VendureCore } from './vendure-api.ts';

export interface PeerConfigOptions {
  readonly port: number;
  /** Let TypeORM create the tables (setup only; the server then starts faster without it). */
  readonly synchronize: boolean;
  /** How often each job queue looks for work (ms); each poll takes one job. */
  readonly pollInterval: number;
  /** Hold back per-change search index updates (setup: a full reindex follows the load). */
  readonly bufferSearchUpdates: boolean;
  readonly logLevel?: 'Error' | 'Warn' | 'Info';
}

const database = (synchronize: boolean) => {
  const url = databaseUrl(PEER_DATABASE);
  return {
    type: 'postgres',
    host: url.hostname,
    port: Number(url.port || 5432),
    username: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    database: PEER_DATABASE,
    synchronize,
    logging: false,
  };
};

const CUSTOM_FIELDS = {
  Product: [{ name: 'callForQuote', type: 'boolean', defaultValue: false, public: true }],
  ProductVariant: [
    { name: 'weightGrams', type: 'int', nullable: true, public: true },
    { name: 'salePrice', type: 'int', nullable: true, public: true },
  ],
};

export function peerConfig(core: VendureCore, nest: NestCommon, options: PeerConfigOptions) {
  return core.mergeConfig(core.defaultConfig, {
    apiOptions: {
      hostname: '127.0.0.1',
      port: options.port,
      shopApiPath: 'shop-api',
      adminApiPath: 'admin-api',
      middleware: [
        {
          route: ASSET_URL_PREFIX,
          handler: assetFilesHandler(ASSET_FILES_DIR),
          beforeListen: true,
        },
      ],
    },
    authOptions: {
      tokenMethod: ['cookie', 'bearer'],
      cookieOptions: {
        name: { shop: 'vendure-shop-session', admin: 'vendure-admin-session' },
        secret: COOKIE_SECRET,
      },
      requireVerification: true,
      superadminCredentials: SUPERADMIN,
    },
    dbConnectionOptions: database(options.synchronize),
    assetOptions: {
      assetStorageStrategy: diskAssetStorage(ASSET_FILES_DIR),
      assetPreviewStrategy: originalAsPreview,
    },
    importExportOptions: { importAssetsDir: `${IMPORT_DIR}/images` },
    paymentOptions: { paymentMethodHandlers: [core.dummyPaymentHandler] },
    // Tax by the order's shipping country (EU 20 %), the channel's default zone (0 %) before that.
    taxOptions: { taxZoneStrategy: new core.AddressBasedTaxZoneStrategy() },
    customFields: CUSTOM_FIELDS,
    logger: new core.DefaultLogger({ level: core.LogLevel[options.logLevel ?? 'Warn'] }),
    plugins: [
      core.DefaultJobQueuePlugin.init({ pollInterval: options.pollInterval }),
      // The storefront's "in stock" filter needs the index to know stock (SearchInput.inStock).
      core.DefaultSearchPlugin.init({
        bufferUpdates: options.bufferSearchUpdates,
        indexStockStatus: true,
      }),
      testMailboxPlugin(core, nest),
    ],
  });
}
