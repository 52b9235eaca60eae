// products.listing_price_minor follows the catalog's price rule through the trigger on variants
// (migration 0010), whoever writes the variants.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../../src/adapters/db/schema.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('the listing price kept on products by the variants trigger', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.cleanup());

  const listingPrice = async (productId: number) => {
    const [row] = await t.database.db
      .select({ price: products.listingPriceMinor })
      .from(products)
      .where(eq(products.id, productId));
    return row?.price;
  };

  it('is the default variant’s effective price and follows every change to the variants', async () => {
    const { db } = t.database;
    const product = await aProduct(db, {
      variants: [
        { priceMinor: 2500, isDefault: false },
        { priceMinor: 1800, isDefault: true },
      ],
    });
    expect(await listingPrice(product.id)).toBe(1800);

    const [first, second] = product.variants;
    if (!first || !second) throw new Error('two variants expected');
    // A sale price counts only below the price.
    await db.update(variants).set({ salePriceMinor: 1900 }).where(eq(variants.id, second.id));
    expect(await listingPrice(product.id)).toBe(1800);
    await db.update(variants).set({ salePriceMinor: 1200 }).where(eq(variants.id, second.id));
    expect(await listingPrice(product.id)).toBe(1200);

    // Another default variant.
    await db.update(variants).set({ isDefault: false }).where(eq(variants.id, second.id));
    await db.update(variants).set({ isDefault: true }).where(eq(variants.id, first.id));
    expect(await listingPrice(product.id)).toBe(2500);

    // Stock changes (every checkout) leave the product row alone; deleting the last variant clears it.
    await db.update(variants).set({ stock: 0 }).where(eq(variants.id, first.id));
    expect(await listingPrice(product.id)).toBe(2500);
    await db.delete(variants).where(eq(variants.productId, product.id));
    expect(await listingPrice(product.id)).toBeNull();
  });
});
