import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appliedSeeds,
  categories,
  menuNodes,
  pages,
  products,
  searchDocuments,
  users,
  variants,
} from '../../src/adapters/db/schema.ts';
import { prepareDatabase } from '../../src/composition.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('migrations and demo seed', () => {
  let t: TestDatabase;
  const options = () => ({ uploadsDir: inject('demoUploadsDir'), demoData: true });
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  const rows = async (table: PgTable) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  const counts = async () => ({
    products: await rows(products),
    variants: await rows(variants),
    categories: await rows(categories),
    pages: await rows(pages),
    menuNodes: await rows(menuNodes),
    searchDocuments: await rows(searchDocuments),
    users: await rows(users),
  });

  it('applied the demo content, demo customer, staff and store rules seeds once each', async () => {
    const applied = await t.database.db.select({ name: appliedSeeds.name }).from(appliedSeeds);
    expect(applied.map((row) => row.name).sort()).toEqual([
      'demo-content-v1',
      'demo-customer-v1',
      'demo-staff-v1',
      'demo-store-rules-v1',
      'demo-subscription-plans-v1',
    ]);
  });

  it('seeded the demo shop: products with variants, categories, pages, menus and search', async () => {
    const c = await counts();
    expect(c.products).toBeGreaterThanOrEqual(60);
    expect(c.variants).toBeGreaterThanOrEqual(c.products);
    expect(c.categories).toBeGreaterThanOrEqual(6);
    expect(c.pages).toBe(5);
    expect(c.menuNodes).toBeGreaterThan(0);
    expect(c.searchDocuments).toBeGreaterThanOrEqual(c.products + c.pages);
    // The demo customer and the demo staff member.
    expect(c.users).toBe(2);
  });

  it('is idempotent: preparing again neither duplicates nor wipes', async () => {
    const before = await counts();
    expect(await prepareDatabase(t.database, options())).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('does not bring back a demo product the shop owner deleted', async () => {
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(products).where(eq(products.slug, 'shop-vacuum-30l'));
    const before = await counts();
    await prepareDatabase(t.database, options());
    expect(await counts()).toEqual(before);
  });
});
