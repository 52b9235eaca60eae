// SQL on a stopped shop's embedded database (PGlite allows one process per data directory): the
// benchmark sets stock before the shop starts and checks the outcome after it stopped.
import { join } from 'node:path';

export type Query = <T extends Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<T[]>;

/** Opens `<dataDir>/pglite` (where the shop keeps it), runs `work`, closes it again. */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await work(
      async <R>(sql: string, params: unknown[] = []) => (await db.query<R>(sql, params)).rows,
    );
  } finally {
    await db.close();
  }
}
