// Whether a database still lacks some of the migrations in the folder, in one query, so an up-to-date
// database (every start but the first after an upgrade) skips the migration lock and drizzle's migrator
// (schema and table DDL, reading and hashing every .sql file, an empty transaction on a second connection).
// Same rule as drizzle's migrator: a migration is applied when its journal `when` is newer than the newest
// `created_at` recorded in drizzle.__drizzle_migrations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from './database.ts';
import { decodeRows } from './raw-rows.ts';

const appliedRow = z.object({
  applied: z.union([z.string(), z.number(), z.bigint()]).nullable(),
});

interface Journal {
  readonly entries: readonly { readonly when: number }[];
}

/** The newest migration's timestamp in the folder's drizzle journal (0 for an empty journal). */
export function newestJournalMigration(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.reduce((newest, entry) => Math.max(newest, entry.when), 0);
}

/**
 * true when the migrator has work to do, or when that cannot be told (no migrations table yet, or any
 * error): the caller then runs the migrator, which reports real problems itself.
 */
export async function migrationsPending(db: Db, migrationsFolder: string): Promise<boolean> {
  const newest = newestJournalMigration(migrationsFolder);
  try {
    const [row] = decodeRows(
      await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`),
      appliedRow,
    );
    return row?.applied === null || row?.applied === undefined || Number(row.applied) < newest;
  } catch {
    return true;
  }
}
