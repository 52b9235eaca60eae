import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { appliedSeeds, products, variants } from '../schema.ts';
import { demoCatalog } from './demo-catalog.ts';

const SEED_NAME = 'demo-catalog-v1';

/**
 * Fills a new database with the demo catalog, once. The marker row and the data commit together, so an
 * interrupted first start seeds again next time, and a later start changes nothing.
 */
export async function seedDemoData(db: Db): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the primary key on the marker lets only one win.
    const inserted = await tx
      .insert(appliedSeeds)
      .values({ name: SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: appliedSeeds.name });
    if (inserted.length === 0) return { applied: false };

    for (const [index, product] of demoCatalog.entries()) {
      const [row] = await tx
        .insert(products)
        .values({ title: product.title, slug: product.slug, sortOrder: index })
        .returning({ id: products.id });
      if (!row) throw new Error(`Could not insert demo product ${product.slug}`);
      await tx.insert(variants).values(
        product.variants.map((variant, position) => ({
          productId: row.id,
          sku: variant.sku,
          title: variant.title,
          priceMinor: variant.priceMinor,
          stock: variant.stock,
          isDefault: variant.isDefault ?? product.variants.length === 1,
          sortOrder: position,
        })),
      );
    }
    return { applied: true };
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appliedSeeds).where(eq(appliedSeeds.name, SEED_NAME));
  return rows.length > 0;
}
