// Reads outside a transaction (get-cart) reuse the store's rules for a moment; reads inside one
// (update-cart, pay) always see the rules as they are now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drizzleStoreRulesReader,
  PRICING_RULES_READ_TTL_MS,
} from '../../src/adapters/db/store/drizzle.store-rules-reader.ts';
import type { Db } from '../../src/adapters/db/database.ts';
import { shippingMethods } from '../../src/adapters/db/schema.ts';
import { inTransactionScope } from '../../src/adapters/db/transaction-scope.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('the store rules read outside and inside transactions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('reuses the rules outside a transaction until they expire, never inside one', async () => {
    const { db } = t.database;
    let clock = 1_000_000;
    const reader = drizzleStoreRulesReader(db, 'USD', () => clock);
    const handles = async () => (await reader.pricingRules()).shippingMethods.map((m) => m.handle);

    const before = await handles();
    await db.insert(shippingMethods).values({ name: 'Pallet', handle: 'pallet-cache-test' });

    // Displaying a cart: the rules read a moment ago.
    expect(await handles()).toEqual(before);
    // Changing a cart or paying: inside a transaction, always the rules as they are.
    const fresh = await db.transaction((tx) =>
      inTransactionScope(tx as unknown as Db, () => handles()),
    );
    expect(fresh).toContain('pallet-cache-test');
    // And outside again once the moment has passed.
    clock += PRICING_RULES_READ_TTL_MS;
    expect(await handles()).toContain('pallet-cache-test');
  });
});
