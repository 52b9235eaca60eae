// Installs Vendure (from the npm registry) and pg into a folder OUTSIDE the repository and (re)creates
// a PostgreSQL database for it. Shared by the benchmark's peer (bench/peers/vendure/setup.ts) and the
// storefront's test peer (tests/vendure/peer/setup.ts); each keeps its own folder and database.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from '../../support/postgres.ts';

export const VENDURE_VERSION = '3.7.3';

const manifest = (name: string) =>
  JSON.stringify(
    {
      name,
      private: true,
      type: 'module',
      dependencies: { '@vendure/core': VENDURE_VERSION, pg: '^8.13.0' },
      // The registry this machine reaches needs this pin for Vendure's GraphQL stitching.
      overrides: { '@graphql-tools/delegate': '12.2.1' },
    },
    null,
    2,
  );

const installedVersion = (dir: string): string | undefined => {
  const file = join(dir, 'node_modules', '@vendure', 'core', 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
};

/** Writes the folder's package.json and runs `npm install`, unless that exact install is in place. */
export function installVendure(dir: string, packageName: string): void {
  mkdirSync(dir, { recursive: true });
  const wanted = manifest(packageName);
  const manifestFile = join(dir, 'package.json');
  const current = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '';
  if (current === wanted && installedVersion(dir) === VENDURE_VERSION) {
    process.stdout.write(`Vendure ${VENDURE_VERSION} is already installed in ${dir}\n`);
    return;
  }
  process.stdout.write(`Installing Vendure ${VENDURE_VERSION} and pg into ${dir} (npm install)\n`);
  writeFileSync(manifestFile, wanted);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
    env: process.env,
  });
}

/** The connection URL of database `name` on the machine's PostgreSQL server (bench/support/postgres.ts). */
export function databaseUrl(name: string): URL {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url;
}

/** Drops database `name` if it exists (closing its connections) and creates it empty. */
export async function recreateDatabase(name: string): Promise<void> {
  process.stdout.write(`Recreating the PostgreSQL database ${name}\n`);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
