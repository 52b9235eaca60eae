import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Product, Variant } from '../../domain/catalog/product.ts';
import { money } from '../../domain/money/money.rules.ts';
import { offsetOf } from '../../domain/shared/pagination.rules.ts';
import type { ProductRepository } from '../../ports/product-repository.ts';
import type { Db } from './database.ts';
import { products, variants } from './schema.ts';

type VariantRow = typeof variants.$inferSelect;

export function drizzleProductRepository(db: Db, currency: string): ProductRepository {
  const toVariant = (row: VariantRow): Variant => ({
    id: row.id,
    sku: row.sku,
    title: row.title,
    price: money(row.priceMinor, currency),
    stock: row.stock,
    isDefault: row.isDefault,
  });

  return {
    async listEnabled(request) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(products)
          .where(eq(products.enabled, true))
          .orderBy(asc(products.sortOrder), asc(products.id))
          .limit(request.perPage)
          .offset(offsetOf(request)),
        db.select({ total: count() }).from(products).where(eq(products.enabled, true)),
      ]);
      const variantRows = rows.length
        ? await db
            .select()
            .from(variants)
            .where(
              inArray(
                variants.productId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(variants.sortOrder), asc(variants.id))
        : [];
      const items: Product[] = rows.map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        variants: variantRows.filter((variant) => variant.productId === row.id).map(toVariant),
      }));
      return { items, total: totals[0]?.total ?? 0 };
    },
  };
}
