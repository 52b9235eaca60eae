// `npm run vendure:setup`: installs Vendure into $VENDURE_TEST_DIR (default $TMPDIR/vendure-peer),
// recreates its PostgreSQL database `vendure_peer` and loads our demo shop. Re-runnable: every run
// starts from an empty database, asset folder and import.
import { rm, writeFile } from 'node:fs/promises';
import { installVendure, recreateDatabase } from '../../../bench/peers/vendure/install.ts';
import { readDemoShop } from './demo-shop.ts';
import { writeImportFiles } from './import-files.ts';
import { loadDemoShop } from './load.ts';
import { say } from './progress.ts';
import { ASSET_FILES_DIR, LOADED_MARKER, PEER_DATABASE, PEER_DIR } from './location.ts';

installVendure(PEER_DIR, 'storefront-vendure-peer');
await rm(LOADED_MARKER, { force: true });
await rm(ASSET_FILES_DIR, { recursive: true, force: true });
await recreateDatabase(PEER_DATABASE);
// Vendure writes what it must (an import error log) into the working directory: the peer's, not ours.
process.chdir(PEER_DIR);
const shop = await readDemoShop();
await writeImportFiles(shop);
await loadDemoShop(shop);
await writeFile(LOADED_MARKER, `${new Date().toISOString()}\n`);
say(`The demo shop is loaded into ${PEER_DATABASE}; \`npm run vendure:serve\` starts it`);
