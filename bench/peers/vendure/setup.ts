// `npm run bench:peer:setup`: installs the peer (Vendure's Shop API, from the npm registry) OUTSIDE the
// repository, creates its PostgreSQL database and loads Vendure's own sample data. Re-runnable.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from '../../support/postgres.ts';
import { POPULATED_MARKER, VENDURE_DATABASE, VENDURE_DIR, VENDURE_VERSION } from './location.ts';
import { configModule, populateScript, serveScript } from './templates.ts';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: VENDURE_DIR, stdio: 'inherit', env: process.env });

mkdirSync(VENDURE_DIR, { recursive: true });
process.stdout.write(`Installing Vendure ${VENDURE_VERSION} into ${VENDURE_DIR}\n`);
writeFileSync(
  join(VENDURE_DIR, 'package.json'),
  JSON.stringify(
    {
      name: 'bench-peer-vendure',
      private: true,
      type: 'module',
      dependencies: { '@vendure/core': VENDURE_VERSION, pg: '^8.13.0' },
      // The registry this machine reaches needs this pin for Vendure's GraphQL stitching.
      overrides: { '@graphql-tools/delegate': '12.2.1' },
    },
    null,
    2,
  ),
);
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);

// Vendure's sample data ships inside its project generator; only its assets folder is used.
if (!existsSync(join(VENDURE_DIR, 'assets', 'products.csv'))) {
  run('npm', ['pack', `@vendure/create@${VENDURE_VERSION}`, '--silent']);
  run('tar', [
    'xzf',
    `vendure-create-${VENDURE_VERSION}.tgz`,
    '--strip-components=1',
    'package/assets',
  ]);
}

const adminUrl = new URL(POSTGRES_ADMIN_URL);
writeFileSync(join(VENDURE_DIR, 'vendure-config.mjs'), configModule(adminUrl));
writeFileSync(join(VENDURE_DIR, 'populate.mjs'), populateScript);
writeFileSync(join(VENDURE_DIR, 'serve.mjs'), serveScript);

const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${VENDURE_DATABASE}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${VENDURE_DATABASE}"`);
await admin.end();

process.stdout.write('Loading the sample data (Vendure populate)…\n');
run(process.execPath, ['populate.mjs']);

// Shoppers add the same variant over and over during the run: stock must not end the test early.
const peerUrl = new URL(POSTGRES_ADMIN_URL);
peerUrl.pathname = `/${VENDURE_DATABASE}`;
const peer = new pg.Client({ connectionString: peerUrl.toString() });
await peer.connect();
await peer.query('UPDATE global_settings SET "trackInventory" = false');
await peer.end();

writeFileSync(POPULATED_MARKER, new Date().toISOString());
process.stdout.write('Vendure is ready for `npm run bench:api`.\n');
