// Loads the demo shop into the (empty) peer database: Vendure's populate steps with our generated
// InitialData and CSV, then the passes for what they cannot say, then a reindex; jobs run in this
// process and the load waits until every one has settled (search index built, collections filled).
import { readFile } from 'node:fs/promises';
import { runCatalogPass } from './catalog-pass.ts';
import { peerConfig } from './config.ts';
import { createDemoCustomer } from './customer-pass.ts';
import type { DemoShop } from './demo-shop.ts';
import { INITIAL_DATA_FILE, PRODUCTS_CSV_FILE } from './import-files.ts';
import { runStorePass } from './store-pass.ts';
import { loadVendure, type VendureApp, type VendureCore } from './vendure-api.ts';
import { say } from './progress.ts';

/** The DefaultSearchPlugin's buffer of apply-collection-filters jobs. */
const COLLECTION_FILTERS_BUFFER = 'search-plugin-apply-collection-filters';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no job is pending or running, twice in a row (a job may queue another). */
async function settleJobs(app: VendureApp, core: VendureCore, timeoutMs = 120_000) {
  const strategy = app.get(core.ConfigService).jobQueueOptions.jobQueueStrategy;
  const deadline = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 2;) {
    const open = await strategy.findMany({ filter: { isSettled: { eq: false } }, take: 100 });
    quiet = open.totalItems === 0 ? quiet + 1 : 0;
    if (Date.now() > deadline)
      throw new Error(
        `jobs still open after ${timeoutMs / 1000} s: ${open.items.map((j) => j.queueName).join(', ')}`,
      );
    await sleep(250);
  }
}

export async function loadDemoShop(shop: DemoShop): Promise<void> {
  const { core, cli, nest } = loadVendure();
  // Port 0: an ephemeral port, so the setup's own server never meets a running peer.
  const config = peerConfig(core, nest, {
    port: 0,
    synchronize: true,
    pollInterval: 20,
    // Buffered, the load's many small changes queue no job each: the collection filters are flushed
    // below as one job, the index updates are superseded by the reindex.
    bufferSearchUpdates: true,
    logLevel: 'Error',
  });
  const data = JSON.parse(await readFile(INITIAL_DATA_FILE, 'utf8')) as object;
  const app = await core.bootstrap(config);
  try {
    await app.get(core.JobQueueService).start();
    say('Vendure populate: countries, zones, tax category, shipping methods');
    await cli.populateInitialData(app, data);
    say('Vendure import: products, variants, facets, assets');
    const imported = await cli.importProductsFromCsv(app, PRODUCTS_CSV_FILE, 'en');
    if (imported.errors?.length) throw new Error(`CSV import:\n${imported.errors.join('\n')}`);
    if (imported.imported !== shop.products.length)
      throw new Error(`CSV import made ${imported.imported} of ${shop.products.length} products`);
    say(`Vendure import: ${imported.imported} products from ${PRODUCTS_CSV_FILE}`);
    await cli.populateCollections(app, data);
    say(`Vendure populate: ${shop.categories.length} collections`);
    const ctx = await app.get(core.RequestContextService).create({ apiType: 'admin' });
    await runStorePass(app, core, ctx, shop);
    await runCatalogPass(app, core, ctx, shop);
    await createDemoCustomer(app, core, ctx);
    say('Running the jobs: collection contents…');
    // By id: flush() without one flushes nothing. Buffered index updates are left to the reindex.
    await app.get(core.JobQueueService).flush(COLLECTION_FILTERS_BUFFER);
    await settleJobs(app, core);
    say('Rebuilding the search index…');
    await app.get(core.SearchService).reindex(ctx);
    await settleJobs(app, core);
  } finally {
    await app.close();
  }
}
