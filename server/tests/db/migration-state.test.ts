import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/adapters/db/database.ts';
import {
  migrationsPending,
  newestJournalMigration,
} from '../../src/adapters/db/migration-state.ts';
import { decodeRows } from '../../src/adapters/db/raw-rows.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const migrationsFolder = fileURLToPath(
  new URL('../../src/adapters/db/migrations', import.meta.url),
);

describe('newestJournalMigration', () => {
  const folders: string[] = [];
  const journalFolder = (entries: readonly { when: number }[]) => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    folders.push(folder);
    mkdirSync(join(folder, 'meta'));
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    return folder;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('is the largest `when` in the journal, whatever the order', () => {
    expect(newestJournalMigration(journalFolder([{ when: 5 }, { when: 9 }, { when: 7 }]))).toBe(9);
  });

  it('is 0 for a journal without migrations', () => {
    expect(newestJournalMigration(journalFolder([]))).toBe(0);
  });
});

describe('migrationsPending', () => {
  let migrated: TestDatabase;
  let empty: Database;
  beforeAll(async () => {
    migrated = await openTestDatabase();
    empty = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await migrated.cleanup();
    await empty.close();
  });

  it('is false on a database that has every migration of the folder', async () => {
    expect(await migrationsPending(migrated.database.db, migrationsFolder)).toBe(false);
  });

  it('is true on a database that was never migrated (no migrations table)', async () => {
    expect(await migrationsPending(empty.db, migrationsFolder)).toBe(true);
  });

  it('is true when the newest migration is not recorded, and false again once it is', async () => {
    const db = migrated.database.db;
    const newest = newestJournalMigration(migrationsFolder);
    const removed = decodeRows(
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash`,
      ),
      z.object({ hash: z.string() }),
    );
    expect(removed).toHaveLength(1);
    const hash = removed[0]?.hash;
    expect(await migrationsPending(db, migrationsFolder)).toBe(true);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${newest})`,
    );
    expect(await migrationsPending(db, migrationsFolder)).toBe(false);
  });

  it('lets migrate() on an up-to-date database change nothing', async () => {
    const db = migrated.database.db;
    const recorded = async () =>
      decodeRows(
        await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        z.object({ n: z.coerce.number() }),
      );
    const before = await recorded();
    await migrated.database.migrate();
    expect(await recorded()).toEqual(before);
  });
});
