// Two restocks of one variant claiming its pending alerts at the same moment (two transactions; on
// PostgreSQL truly at once, on PGlite one after the other): each alert is claimed by exactly one of
// them, so exactly one mail is queued per alert whatever the mail's key would do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/adapters/db/database.ts';
import { stockAlerts } from '../../src/adapters/db/schema.ts';
import { drizzleStockAlertRepository } from '../../src/adapters/db/stock-alerts/drizzle.stock-alert-repository.ts';
import { inTransactionScope } from '../../src/adapters/db/transaction-scope.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('claiming the pending alerts of a variant', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());

  it('gives each alert to exactly one of two transactions claiming at once', async () => {
    const { db } = test.database;
    const product = await aProduct(db, { variants: [{ stock: 0 }] });
    const purchasableId = product.variants[0]!.id;
    const emails = ['one@example.com', 'two@example.com', 'three@example.com'];
    await db.insert(stockAlerts).values(emails.map((email) => ({ purchasableId, email })));
    const alerts = drizzleStockAlertRepository(db);
    const claimInTransaction = () =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        return inTransactionScope(tx, () => alerts.claimPending([purchasableId], new Date()));
      });

    const [first, second] = await Promise.all([claimInTransaction(), claimInTransaction()]);

    const claimed = [...first, ...second].map((alert) => alert.email).sort();
    expect(claimed).toEqual([...emails].sort());
    expect(await alerts.claimPending([purchasableId], new Date())).toEqual([]);
  });
});
