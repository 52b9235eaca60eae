import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../../src/adapters/db/schema.ts';
import { prepareDatabase } from '../../src/composition.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('migrations and demo seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  const counts = async () => ({
    products: (await t.database.db.select({ n: count() }).from(products))[0]?.n,
    variants: (await t.database.db.select({ n: count() }).from(variants))[0]?.n,
  });

  it('seeded at least 10 products, each with a variant', async () => {
    const c = await counts();
    expect(c.products).toBeGreaterThanOrEqual(10);
    expect(c.variants).toBeGreaterThanOrEqual(c.products ?? 0);
  });

  it('is idempotent: preparing again neither duplicates nor wipes', async () => {
    const before = await counts();
    expect(await prepareDatabase(t.database)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('does not bring back a demo product the shop owner deleted', async () => {
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(products).where(eq(products.slug, 'shop-vacuum-30l'));
    const before = await counts();
    await prepareDatabase(t.database);
    expect(await counts()).toEqual(before);
  });
});
