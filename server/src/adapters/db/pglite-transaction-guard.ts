// PGlite has one connection, and its transaction() holds it from BEGIN to COMMIT: every other query
// waits. So a query made on the database itself (not on the transaction) from inside a transaction's
// work would wait for that transaction, which waits for it: the request hangs, and with it every other
// shopper's. This guard makes such a query fail at once with a message that names the mistake.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export const QUERY_INSIDE_TRANSACTION =
  'A query on the database was made inside a transaction without using it; on PGlite it would wait ' +
  'for that transaction forever. Use the transaction (see transaction-scope.ts).';

/** Makes `client`'s query, exec and transaction refuse to run inside one of its own transactions. */
export function guardTransactions(client: PGlite): void {
  // Open while the transaction runs; work that outlives it (started inside, finished after) may query.
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  const refused = () =>
    inside.getStore()?.open ? Promise.reject(new Error(QUERY_INSIDE_TRANSACTION)) : null;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(...args: Parameters<PGlite['query']>) => refused() ?? query<T>(...args);
  client.exec = (...args: Parameters<PGlite['exec']>) => refused() ?? exec(...args);
  client.transaction = async <T>(work: (tx: Transaction) => Promise<T>) => {
    await refused();
    const marker = { open: true };
    try {
      return await inside.run(marker, () => transaction(work));
    } finally {
      marker.open = false;
    }
  };
}
