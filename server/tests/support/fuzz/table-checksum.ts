// A checksum per table of everything a shopper's request can change, read in one query, so a fuzz run
// can tell whether a refused request changed anything. Sessions and rate-limit hits are left out:
// every request may touch them (last seen, counted attempts) without changing the shop's data.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/adapters/db/database.ts';

export const CHECKED_TABLES = [
  'users',
  'addresses',
  'orders',
  'line_items',
  'order_adjustments',
  'transactions',
  'payment_sources',
  'subscriptions',
  'user_codes',
  'user_photos',
  'form_submissions',
  'mail_outbox',
  'variants',
] as const;

const checksumQuery = sql.raw(
  CHECKED_TABLES.map(
    (table) =>
      `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
  ).join(' UNION ALL '),
);

export type TableChecksums = ReadonlyMap<string, string>;

export async function tableChecksums(db: Db): Promise<TableChecksums> {
  const result = (await db.execute(checksumQuery)) as unknown as {
    rows: { name: string; sum: string }[];
  };
  return new Map(result.rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs. */
export const changedTables = (before: TableChecksums, after: TableChecksums): string[] =>
  [...before].filter(([name, sum]) => after.get(name) !== sum).map(([name]) => name);
