// The peer's configuration as files written into its install folder: Vendure 3 with its defaults, its
// sample data (from the @vendure/create package), PostgreSQL, bearer session tokens. Assets are kept in
// memory (the sample images are imported, nothing is served), so no asset plugin is needed.
import { VENDURE_DATABASE, VENDURE_PORT } from './location.ts';

export const configModule = (databaseUrl: URL) => `
import { DefaultLogger, DefaultSearchPlugin, LogLevel, dummyPaymentHandler } from '@vendure/core';

const blobs = new Map();
const memoryStorage = {
  writeFileFromBuffer: async (name, data) => (blobs.set(name, data), name),
  writeFileFromStream: async (name, stream) => {
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    blobs.set(name, Buffer.concat(chunks));
    return name;
  },
  readFileToBuffer: async (id) => blobs.get(id) ?? Buffer.alloc(0),
  readFileToStream: async (id) => (await import('node:stream')).Readable.from([blobs.get(id) ?? Buffer.alloc(0)]),
  deleteFile: async (id) => void blobs.delete(id),
  fileExists: async (name) => blobs.has(name),
  toAbsoluteUrl: (_request, id) => id,
};
const passThroughPreview = { generatePreviewImage: async (_ctx, _mime, data) => data };

export const config = {
  apiOptions: { port: ${VENDURE_PORT}, hostname: '127.0.0.1', adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
  authOptions: {
    tokenMethod: 'bearer',
    superadminCredentials: { identifier: 'superadmin', password: 'bench-only-superadmin' },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: '${databaseUrl.hostname}',
    port: ${Number(databaseUrl.port || 5432)},
    username: '${decodeURIComponent(databaseUrl.username) || 'root'}',
    password: '${decodeURIComponent(databaseUrl.password)}',
    database: '${VENDURE_DATABASE}',
    synchronize: true,
    logging: false,
  },
  assetOptions: { assetStorageStrategy: memoryStorage, assetPreviewStrategy: passThroughPreview },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: false })],
};
`;

export const populateScript = `
import { bootstrap, defaultConfig, mergeConfig } from '@vendure/core';
import { populate } from '@vendure/core/cli/index.js';
import { readFileSync } from 'node:fs';
import { config } from './vendure-config.mjs';

const initialData = JSON.parse(readFileSync('./assets/initial-data.json', 'utf8'));
const merged = mergeConfig(defaultConfig, {
  ...config,
  importExportOptions: { importAssetsDir: new URL('./assets/images', import.meta.url).pathname },
});
const app = await populate(() => bootstrap(merged), initialData, './assets/products.csv');
await app.close();
`;

export const serveScript = `
import { bootstrap, defaultConfig, mergeConfig } from '@vendure/core';
import { config } from './vendure-config.mjs';

const app = await bootstrap(mergeConfig(defaultConfig, config));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
`;
