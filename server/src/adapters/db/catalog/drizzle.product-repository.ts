import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  CatalogProduct,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/catalog-product.ts';
import {
  NO_PRODUCT_FILTERS,
  type ProductFilters,
  type ProductSort,
} from '../../../domain/catalog/product-query.ts';
import type { ProductGridQuery } from '../../../domain/content/page.ts';
import type { PageRequest } from '../../../domain/shared/pagination.ts';
import { offsetOf } from '../../../domain/shared/pagination.rules.ts';
import type {
  ProductPageSlice,
  ProductRepository,
} from '../../../ports/catalog/product-repository.ts';
import type { Db } from '../database.ts';
import {
  type CatalogProductRow,
  catalogProductColumns,
  toCatalogProduct,
  toCatalogVariant,
} from './catalog-product.rows.ts';
import { listingTotal, listingTotalSql } from './listing-total.sql.ts';
import { filterConditions, productOrder } from './product-query.sql.ts';
import { categories, products, variants } from '../schema.ts';

const selectCards = (db: Db) =>
  db
    .select(catalogProductColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));

const toProducts = (rows: readonly CatalogProductRow[], currency: string) =>
  rows.map((row) => toCatalogProduct(row, currency));

async function listEnabled(
  db: Db,
  currency: string,
  request: PageRequest,
  filters: ProductFilters,
  sort: ProductSort,
): Promise<ProductPageSlice> {
  // One statement: the page's ids read in index order (only the ids, so skipped rows cost index
  // entries), then those products with their variants and images, in the same order, each row
  // carrying the total (computed once); a page past the last one asks for the total alone.
  const page = db.$with('page').as(
    db
      .select({ id: products.id })
      .from(products)
      .where(and(...filterConditions(filters)))
      .orderBy(...productOrder(sort))
      .limit(request.perPage)
      .offset(offsetOf(request)),
  );
  const rows = await db
    .with(page)
    .select({ ...catalogProductColumns, total: listingTotalSql(filters).mapWith(Number) })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...productOrder(sort));
  const total = rows[0]?.total ?? (await listingTotal(db, filters));
  return { items: toProducts(rows, currency), total };
}

async function findEnabledBySlug(
  db: Db,
  currency: string,
  slug: string,
): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...catalogProductColumns,
      descriptionHtml: products.descriptionHtml,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.enabled, true), eq(products.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...toCatalogProduct(row, currency),
    descriptionHtml: row.descriptionHtml,
    seo: { title: row.seoTitle, description: row.seoDescription },
  };
}

async function findEnabledById(
  db: Db,
  currency: string,
  id: number,
): Promise<CatalogProduct | null> {
  const rows = await selectCards(db)
    .where(and(eq(products.enabled, true), eq(products.id, id)))
    .limit(1);
  const [product] = toProducts(rows, currency);
  return product ?? null;
}

async function findEnabledVariant(
  db: Db,
  currency: string,
  id: number,
): Promise<VariantDetail | null> {
  const [row] = await db
    .select({
      variant: variants,
      product: { id: products.id, title: products.title, slug: products.slug },
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, id), eq(products.enabled, true)))
    .limit(1);
  return row ? { ...toCatalogVariant(row.variant, currency), product: row.product } : null;
}

async function rankedCategoryProducts(db: Db, slugs: readonly string[], maxLimit: number) {
  const ranked = db
    .select({
      id: products.id,
      slug: sql<string>`${categories.slug}`.as('category_slug'),
      rank: sql<number>`row_number() over (partition by ${products.categoryId} order by ${products.sortOrder}, ${products.id})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.enabled, true), inArray(categories.slug, [...slugs])))
    .as('ranked');
  return db
    .select({ id: ranked.id, slug: ranked.slug, rank: ranked.rank })
    .from(ranked)
    .where(lte(ranked.rank, maxLimit))
    .orderBy(asc(ranked.rank));
}

async function listForGrids(
  db: Db,
  currency: string,
  query: ProductGridQuery,
): Promise<readonly CatalogProduct[]> {
  // First the ids of each category's first products (ranked in catalog order), then all at once.
  const maxLimit = Math.max(0, ...query.categories.map((category) => category.limit));
  const ranked = query.categories.length
    ? await rankedCategoryProducts(
        db,
        query.categories.map((category) => category.slug),
        maxLimit,
      )
    : [];
  const limitOf = new Map(query.categories.map((c) => [c.slug, c.limit]));
  const categoryIds = ranked
    .filter((row) => row.rank <= (limitOf.get(row.slug) ?? 0))
    .map((row) => row.id);
  const ids = [...query.ids, ...categoryIds];
  const picks: SQL[] = [];
  if (ids.length) picks.push(inArray(products.id, ids));
  if (query.slugs.length) picks.push(inArray(products.slug, [...query.slugs]));
  if (picks.length === 0) return [];
  const rows = await selectCards(db)
    .where(and(eq(products.enabled, true), or(...picks)))
    .orderBy(...productOrder('featured'));
  return toProducts(rows, currency);
}

export function drizzleProductRepository(db: Db, currency: string): ProductRepository {
  return {
    listEnabled: (request, filters = NO_PRODUCT_FILTERS, sort = 'featured') =>
      listEnabled(db, currency, request, filters, sort),
    findEnabledBySlug: (slug) => findEnabledBySlug(db, currency, slug),
    findEnabledById: (id) => findEnabledById(db, currency, id),
    findEnabledVariant: (id) => findEnabledVariant(db, currency, id),
    listForGrids: (query) => listForGrids(db, currency, query),
  };
}
