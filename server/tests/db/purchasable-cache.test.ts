// Showing a cart (outside a transaction) may reuse a purchasable's row for a moment; changing a cart
// and paying read it as stored now.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drizzlePurchasableCatalog,
  PURCHASABLE_READ_TTL_MS,
} from '../../src/adapters/db/catalog/drizzle.purchasable-catalog.ts';
import type { Db } from '../../src/adapters/db/database.ts';
import { variants } from '../../src/adapters/db/schema.ts';
import { inTransactionScope } from '../../src/adapters/db/transaction-scope.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('purchasable rows read for showing a cart', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('are reused outside a transaction until they expire, never inside one nor by purchasables()', async () => {
    const { db } = t.database;
    const product = await aProduct(db, { variants: [{ stock: 5, priceMinor: 1_500 }] });
    const id = product.variants[0]!.id;
    let clock = 1_000_000;
    const catalog = drizzlePurchasableCatalog(db, 'USD', () => clock);
    const priceOf = async (read: Promise<ReadonlyMap<number, { price: { minor: number } }>>) =>
      (await read).get(id)?.price.minor;

    expect(await priceOf(catalog.recentPurchasables([id]))).toBe(1_500);
    await db.update(variants).set({ priceMinor: 2_000 }).where(eq(variants.id, id));

    // Showing a cart: the row read a moment ago.
    expect(await priceOf(catalog.recentPurchasables([id]))).toBe(1_500);
    // Pricing a change or a payment: always the row as stored.
    expect(await priceOf(catalog.purchasables([id]))).toBe(2_000);
    const inside = await db.transaction((tx) =>
      inTransactionScope(tx as unknown as Db, () => priceOf(catalog.recentPurchasables([id]))),
    );
    expect(inside).toBe(2_000);
    // And outside again once the moment has passed.
    clock += PURCHASABLE_READ_TTL_MS;
    expect(await priceOf(catalog.recentPurchasables([id]))).toBe(2_000);
  });

  it('mixes remembered and new rows, and leaves unknown ids out', async () => {
    const { db } = t.database;
    const product = await aProduct(db, {
      variants: [
        { stock: null, priceMinor: 700 },
        { stock: null, priceMinor: 800 },
      ],
    });
    const [a, b] = product.variants.map((variant) => variant.id);
    const catalog = drizzlePurchasableCatalog(db, 'USD', () => 0);
    await catalog.recentPurchasables([a!]);
    const found = await catalog.recentPurchasables([a!, b!, 987_654_321, a!]);
    expect([...found.keys()].sort()).toEqual([a, b].sort());
    expect(found.get(b!)?.price.minor).toBe(800);
  });
});
