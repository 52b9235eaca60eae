import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.ts';

// Reads made while a cart is locked must run inside that transaction: PGlite has one connection, so a
// read outside it would wait for the transaction forever.
const scope = new AsyncLocalStorage<Db>();

export const inTransactionScope = <T>(tx: Db, work: () => Promise<T>): Promise<T> =>
  scope.run(tx, work);

/** The transaction in progress on this call path, else `db`. */
export const scopedDb = (db: Db): Db => scope.getStore() ?? db;

/** True on a call path inside a transaction (see inTransactionScope). */
export const isInTransaction = (): boolean => scope.getStore() !== undefined;
