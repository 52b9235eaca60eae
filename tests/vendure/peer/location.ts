// Where the test peer lives (outside the repository: its code is never committed), its database, its
// port and its test-only secrets.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PEER_DIR = resolve(process.env.VENDURE_TEST_DIR ?? join(tmpdir(), 'vendure-peer'));
/** Another name lets two peers (say a recording and the journeys) run side by side. */
export const PEER_DATABASE = process.env.VENDURE_PEER_DATABASE ?? 'vendure_peer';
export const DEFAULT_PEER_PORT = 4630;
/** Written by `npm run vendure:setup` once the demo shop is loaded. */
export const LOADED_MARKER = join(PEER_DIR, '.demo-shop-loaded');
/** Where the asset storage strategy keeps Vendure's asset files (served at /vendure-assets/). */
export const ASSET_FILES_DIR = join(PEER_DIR, 'asset-files');
/** The generated import: initial-data.json, products.csv and the images they name. */
export const IMPORT_DIR = join(PEER_DIR, 'import');
export const ASSET_URL_PREFIX = '/vendure-assets';
export const MAILBOX_PATH = '/test-mailbox';

export const peerPort = (): number => Number(process.env.VENDURE_PEER_PORT ?? DEFAULT_PEER_PORT);

/** Test-only secrets: this server never holds real data. */
export const COOKIE_SECRET =
  process.env.VENDURE_PEER_COOKIE_SECRET ?? 'vendure-peer-test-only-cookie-secret';
export const SUPERADMIN = { identifier: 'superadmin', password: 'vendure-peer-superadmin' };

/** Why the peer cannot start, or undefined when it is installed and its demo shop is loaded. */
export function peerInstallProblem(): string | undefined {
  if (!existsSync(join(PEER_DIR, 'node_modules', '@vendure', 'core', 'package.json')))
    return `the Vendure peer is not installed in ${PEER_DIR}: run \`npm run vendure:setup\` first`;
  if (!existsSync(LOADED_MARKER))
    return `the Vendure peer in ${PEER_DIR} has no demo shop loaded: run \`npm run vendure:setup\` first`;
  return undefined;
}
