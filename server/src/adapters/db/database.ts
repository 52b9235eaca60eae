// Opens the database the configuration asks for: embedded PGlite (a directory under DATA_DIR, or a
// loaded dump for tests) or a real PostgreSQL server. Both get the same migrations and the same queries.
// Each driver is imported only when its kind is opened: a PostgreSQL deployment never loads PGlite's
// WebAssembly build (start-up time and memory), and the embedded default never loads `pg`.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsPending } from './migration-state.ts';
import { guardTransactions } from './pglite-transaction-guard.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handed to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  migrate(): Promise<void>;
  /** true when a trivial query round-trips; used by /healthz. */
  ping(): Promise<boolean>;
  /** PGlite only: the whole data directory as a tarball (tests load it instead of migrating again). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any number of server processes may start at once on one PostgreSQL: only one migrates at a time.
const MIGRATION_LOCK_KEY = 7_311_202_600;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const client = await PGlite.create({
    // Trigram similarity for typo-tolerant search; PostgreSQL ships it as a contrib extension.
    extensions: { pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  // One connection: drizzle's transaction() runs PGlite's transaction(), which holds the connection
  // alone from BEGIN to COMMIT (every other query and transaction waits on PGlite's own mutex), so
  // row locks never have to work between sessions (tests/db/transactions.test.ts). A query on `db`
  // made inside a transaction would wait for it forever: the guard makes it fail at once instead.
  guardTransactions(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      if (!(await migrationsPending(db, migrationsFolder))) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: () => pingWith(db),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

async function openPostgres(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined);
  const orm = drizzleNodePg(pool, { schema });
  const db = orm as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Up to date (the usual start): one query, no lock. Otherwise one process at a time migrates.
      if (!(await migrationsPending(db, migrationsFolder))) return;
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(orm, { migrationsFolder });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    ping: () => pingWith(db),
    dump: () => Promise.reject(new Error('dump() is only available on PGlite')),
    close: () => pool.end(),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
