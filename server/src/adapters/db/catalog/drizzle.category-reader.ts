import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Category } from '../../../domain/catalog/catalog-product.ts';
import type { CategoryReader } from '../../../ports/catalog/category-reader.ts';
import type { Db } from '../database.ts';
import { mediaColumns, toMedia } from '../content/media.rows.ts';
import { assets, categories, products } from '../schema.ts';

/** One query: categories with their image and a count of enabled products (grouped, not per row). */
export function drizzleCategoryReader(db: Db): CategoryReader {
  const select = (where?: SQL) =>
    db
      .select({
        id: categories.id,
        title: categories.title,
        slug: categories.slug,
        descriptionHtml: categories.descriptionHtml,
        sortOrder: categories.sortOrder,
        image: mediaColumns(assets),
        productCount: count(products.id),
      })
      .from(categories)
      .leftJoin(assets, eq(assets.id, categories.imageId))
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.enabled, true)))
      .where(where)
      .groupBy(categories.id, assets.id)
      .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id));

  const toCategory = (row: Awaited<ReturnType<typeof select>>[number]): Category => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    descriptionHtml: row.descriptionHtml,
    image: toMedia(row.image),
    productCount: Number(row.productCount),
  });

  return {
    async list() {
      return (await select()).map(toCategory);
    },
    async findBySlug(slug) {
      const [row] = await select(eq(categories.slug, slug));
      return row ? toCategory(row) : null;
    },
  };
}
