import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.ts';

// Reads made while a cart is locked must run inside that transaction: PGlite has one connection, so a
// read outside it would wait for the transaction forever.
const scope = new AsyncLocalStorage<Db>();

export const inTransactionScope = <T>(tx: Db, work: () => Promise<T>): Promise<T> =>
  scope.run(tx, work);

/** The transaction in progress on this call path, else `db`. */
export const scopedDb = (db: Db): Db => scope.getStore() ?? db;

/**
 * Runs the reads side by side on the pool, or one after the other inside a transaction: a transaction
 * is one connection, and queries sent to it concurrently are queued by the driver at best (pg warns
 * that it will refuse them).
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (scope.getStore() === undefined) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** True on a call path inside a transaction (see inTransactionScope). */
export const isInTransaction = (): boolean => scope.getStore() !== undefined;
