// product_listing_counts (migration 0012) stays equal to counting the enabled products per category
// whatever writes products: bulk inserts, updates of `enabled` and `category_id`, deletes, a deleted
// category (its products lose their category), and the listing's totals read from it are exact.
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleProductRepository } from '../../src/adapters/db/catalog/drizzle.product-repository.ts';
import {
  categories,
  productListingCounts,
  products,
  variants,
} from '../../src/adapters/db/schema.ts';
import { NO_PRODUCT_FILTERS } from '../../src/domain/catalog/product-query.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const SLUG_PREFIX = 'listing-count-test/';

/** One write to products; categories are picked by index among the test's own ones (or none). */
type Operation =
  | {
      readonly kind: 'insert';
      readonly rows: readonly { category: number | null; enabled: boolean }[];
    }
  | { readonly kind: 'set-enabled'; readonly pick: number; readonly enabled: boolean }
  | { readonly kind: 'move'; readonly pick: number; readonly category: number | null }
  | { readonly kind: 'delete'; readonly pick: number }
  | { readonly kind: 'delete-category'; readonly category: number };

const CATEGORY_PICKS = 3;
const aCategoryPick = fc.option(fc.nat({ max: CATEGORY_PICKS - 1 }), { nil: null });
const anOperation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.array(fc.record({ category: aCategoryPick, enabled: fc.boolean() }), {
      minLength: 1,
      maxLength: 6,
    }),
  }),
  fc.record({ kind: fc.constant('set-enabled' as const), pick: fc.nat(), enabled: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), category: aCategoryPick }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('delete-category' as const),
    category: fc.nat({ max: CATEGORY_PICKS - 1 }),
  }),
);

describe('the enabled products per category kept by the products triggers', () => {
  let t: TestDatabase;
  let serial = 0;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  const countedByTriggers = async () => {
    const rows = await t.database.db
      .select({ key: productListingCounts.categoryKey, n: productListingCounts.enabledProducts })
      .from(productListingCounts)
      .where(sql`${productListingCounts.enabledProducts} <> 0`)
      .orderBy(asc(productListingCounts.categoryKey));
    return rows.map((row) => [row.key, row.n]);
  };
  const countedNow = async () => {
    const key = sql<number>`coalesce(${products.categoryId}, 0)`.mapWith(Number);
    const rows = await t.database.db
      .select({ key, n: count() })
      .from(products)
      .where(eq(products.enabled, true))
      .groupBy(key)
      .orderBy(key);
    return rows.map((row) => [row.key, row.n]);
  };

  async function apply(operation: Operation, categoryIds: (number | null)[]) {
    const { db } = t.database;
    const categoryOf = (pick: number | null) =>
      pick === null ? null : (categoryIds[pick] ?? null);
    const ours = await db
      .select({ id: products.id })
      .from(products)
      .where(like(products.slug, `${SLUG_PREFIX}%`))
      .orderBy(asc(products.id));
    const picked = (pick: number) => ours[pick % Math.max(1, ours.length)]?.id ?? -1;
    switch (operation.kind) {
      case 'insert':
        await db.insert(products).values(
          operation.rows.map((row) => {
            serial += 1;
            return {
              title: `Counted ${serial}`,
              slug: `${SLUG_PREFIX}${serial}`,
              categoryId: categoryOf(row.category),
              enabled: row.enabled,
            };
          }),
        );
        return;
      case 'set-enabled':
        await db
          .update(products)
          .set({ enabled: operation.enabled })
          .where(eq(products.id, picked(operation.pick)));
        return;
      case 'move':
        await db
          .update(products)
          .set({ categoryId: categoryOf(operation.category) })
          .where(eq(products.id, picked(operation.pick)));
        return;
      case 'delete':
        await db.delete(products).where(eq(products.id, picked(operation.pick)));
        return;
      case 'delete-category': {
        const id = categoryOf(operation.category);
        if (id !== null) await db.delete(categories).where(eq(categories.id, id));
        // Gone: later writes that pick it write products without a category.
        categoryIds[operation.category] = null;
        return;
      }
    }
  }

  it('equal counting the enabled products after any sequence of writes', async () => {
    expect(await countedByTriggers()).toEqual(await countedNow());
    await fc.assert(
      fc.asyncProperty(
        fc.array(anOperation, { minLength: 1, maxLength: 12 }),
        async (operations) => {
          const { db } = t.database;
          serial += 1;
          const created = await db
            .insert(categories)
            .values(
              Array.from({ length: CATEGORY_PICKS }, (_, i) => ({
                title: `Counted category ${serial}-${i}`,
                slug: `counted-${serial}-${i}`,
              })),
            )
            .returning({ id: categories.id });
          const categoryIds: (number | null)[] = created.map((category) => category.id);
          for (const operation of operations) {
            await apply(operation, categoryIds);
            expect(await countedByTriggers()).toEqual(await countedNow());
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('gives the listing its exact totals, with and without a category, and counts price filters', async () => {
    const { db } = t.database;
    const repository = drizzleProductRepository(db, 'USD');
    const [category] = await db
      .insert(categories)
      .values({ title: 'Totals', slug: 'listing-totals' })
      .returning({ id: categories.id });
    if (!category) throw new Error('category expected');
    const inserted = await db
      .insert(products)
      .values(
        [true, true, false].map((enabled, i) => ({
          title: `Totalled ${i}`,
          slug: `${SLUG_PREFIX}totals-${i}`,
          categoryId: category.id,
          enabled,
        })),
      )
      .returning({ id: products.id });
    await db.insert(variants).values(
      inserted.map((product, i) => ({
        productId: product.id,
        sku: `TOTALS-${i}`,
        title: 'Default',
        priceMinor: 100_000 + i,
        isDefault: true,
      })),
    );
    const total = async (filters: Partial<typeof NO_PRODUCT_FILTERS>) =>
      (await repository.listEnabled({ page: 1, perPage: 1 }, { ...NO_PRODUCT_FILTERS, ...filters }))
        .total;
    const [everything] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.enabled, true));

    expect(await total({})).toBe(everything?.n);
    expect(await total({ categorySlug: 'listing-totals' })).toBe(2);
    expect(await total({ categorySlug: 'no-such-category' })).toBe(0);
    expect(await total({ categorySlug: 'listing-totals', minPriceMinor: 100_001 })).toBe(1);

    await db
      .update(products)
      .set({ enabled: true })
      .where(
        and(
          inArray(
            products.id,
            inserted.map((product) => product.id),
          ),
          eq(products.enabled, false),
        ),
      );
    expect(await total({ categorySlug: 'listing-totals' })).toBe(3);
    expect(await total({})).toBe((everything?.n ?? 0) + 1);
  });
});
