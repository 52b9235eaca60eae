// A migrated, seeded database of its own for one test file: a PGlite copy by default, or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/adapters/db/database.ts';
import { prepareDatabase } from '../../src/composition.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    /** Where the demo seed wrote its images (shared by every test file; the files never change). */
    demoUploadsDir: string;
  }
}

export interface TestDatabase {
  readonly database: Database;
  /** PostgreSQL only: the test file's database URL (a second pool, or server processes of its own). */
  readonly url?: string;
  cleanup(): Promise<void>;
}

export const usesPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** `demoData: false`: a migrated database without the demo seed, as a production start makes it. */
export async function openTestDatabase(
  options: { demoData?: boolean } = {},
): Promise<TestDatabase> {
  const demoData = options.demoData ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openPostgresCopy(serverUrl, demoData);
  if (!demoData) {
    const database = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(database, { uploadsDir: inject('demoUploadsDir'), demoData });
    return { database, cleanup: () => database.close() };
  }
  const dump = await readFile(inject('pgliteDumpPath'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { database, cleanup: () => database.close() };
}

async function openPostgresCopy(serverUrl: string, demoData: boolean): Promise<TestDatabase> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await prepareDatabase(database, { uploadsDir: inject('demoUploadsDir'), demoData });
  return {
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
