// Small helpers the content store's writers share.
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';

/** The transaction the content store writes in; helpers take it as a plain database handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `excluded.<column>` in an upsert's SET: the value the conflicting insert wanted to write. */
export const excluded = (column: Column): SQL => sql.raw(`excluded."${column.name}"`);

/** Ids by natural key from rows returned by an insert or select. */
export const idsBy = <K extends string>(
  rows: readonly ({ readonly id: number } & Record<K, string>)[],
  key: K,
): Map<string, number> => new Map(rows.map((row) => [row[key], row.id]));

/** The id of a key the importer has checked exists; a miss is a bug (or a concurrent delete). */
export function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Content import: no ${what} "${key}" to link to`);
  return id;
}
