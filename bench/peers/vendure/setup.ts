// `npm run bench:peer:setup`: installs the peer (Vendure's Shop API, from the npm registry) OUTSIDE the
// repository, creates its PostgreSQL database and loads Vendure's own sample data. Re-runnable.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from '../../support/postgres.ts';
import { databaseUrl, installVendure, recreateDatabase, VENDURE_VERSION } from './install.ts';
import { POPULATED_MARKER, VENDURE_DATABASE, VENDURE_DIR } from './location.ts';
import { configModule, populateScript, serveScript } from './templates.ts';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: VENDURE_DIR, stdio: 'inherit', env: process.env });

installVendure(VENDURE_DIR, 'bench-peer-vendure');

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

writeFileSync(join(VENDURE_DIR, 'vendure-config.mjs'), configModule(new URL(POSTGRES_ADMIN_URL)));
writeFileSync(join(VENDURE_DIR, 'populate.mjs'), populateScript);
writeFileSync(join(VENDURE_DIR, 'serve.mjs'), serveScript);

await recreateDatabase(VENDURE_DATABASE);

process.stdout.write('Loading the sample data (Vendure populate)…\n');
run(process.execPath, ['populate.mjs']);

// Shoppers add the same variant over and over during the run: stock must not end the test early.
const peer = new pg.Client({ connectionString: databaseUrl(VENDURE_DATABASE).toString() });
await peer.connect();
await peer.query('UPDATE global_settings SET "trackInventory" = false');
await peer.end();

writeFileSync(POPULATED_MARKER, new Date().toISOString());
process.stdout.write('Vendure is ready for `npm run bench:api`.\n');
