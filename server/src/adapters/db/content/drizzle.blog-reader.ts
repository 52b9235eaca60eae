import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type {
  BlogCategory,
  BlogCategoryRef,
  BlogPost,
  BlogPostSummary,
} from '../../../domain/content/blog.ts';
import type { PageRequest } from '../../../domain/shared/pagination.ts';
import { offsetOf } from '../../../domain/shared/pagination.rules.ts';
import type { BlogPostSlice, BlogReader } from '../../../ports/content/blog-reader.ts';
import type { Db } from '../database.ts';
import { mediaColumns, toMedia } from './media.rows.ts';
import { assets, blogCategories, blogPosts } from '../schema.ts';

/** Readers only ever see enabled posts whose publication time has come. */
const published = (now: Date): SQL | undefined =>
  and(eq(blogPosts.enabled, true), lte(blogPosts.publishedAt, now));

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
  publishedAt: blogPosts.publishedAt,
  category: { id: blogCategories.id, title: blogCategories.title, slug: blogCategories.slug },
  image: mediaColumns(assets),
};

type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  author: string | null;
  excerpt: string;
  publishedAt: Date;
  category: { id: number | null; title: string | null; slug: string | null } | null;
  image: Parameters<typeof toMedia>[0];
};

const toCategoryRef = (category: SummaryRow['category']): BlogCategoryRef | null =>
  category && category.id !== null && category.title !== null && category.slug !== null
    ? { id: category.id, title: category.title, slug: category.slug }
    : null;

const toSummary = (row: SummaryRow): BlogPostSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  author: row.author,
  excerpt: row.excerpt,
  publishedAt: row.publishedAt,
  category: toCategoryRef(row.category),
  image: toMedia(row.image),
});

const categoriesWithCounts = (db: Db, now: Date, where?: SQL) =>
  db
    .select({
      id: blogCategories.id,
      title: blogCategories.title,
      slug: blogCategories.slug,
      description: blogCategories.description,
      postCount: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published(now)))
    .where(where)
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.sortOrder, blogCategories.title, blogCategories.id);

async function listPosts(
  db: Db,
  categorySlug: string | null,
  request: PageRequest,
  now: Date,
): Promise<BlogPostSlice> {
  const where = and(
    published(now),
    categorySlug === null ? undefined : eq(blogCategories.slug, categorySlug),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(assets, eq(assets.id, blogPosts.imageId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(request.perPage)
      .offset(offsetOf(request)),
    db
      .select({ total: count() })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), total: totals[0]?.total ?? 0 };
}

async function findPost(db: Db, slug: string, now: Date): Promise<BlogPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bodyHtml: blogPosts.bodyHtml,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      dateUpdated: blogPosts.dateUpdated,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(assets, eq(assets.id, blogPosts.imageId))
    .where(and(published(now), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row),
    bodyHtml: row.bodyHtml,
    seo: { title: row.seoTitle, description: row.seoDescription },
    dateUpdated: row.dateUpdated,
  };
}

async function listCategories(db: Db, now: Date): Promise<readonly BlogCategory[]> {
  const rows = await categoriesWithCounts(db, now);
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount) }));
}

async function findCategory(db: Db, slug: string, now: Date): Promise<BlogCategory | null> {
  const [row] = await categoriesWithCounts(db, now, eq(blogCategories.slug, slug));
  return row ? { ...row, postCount: Number(row.postCount) } : null;
}

export function drizzleBlogReader(db: Db): BlogReader {
  return {
    listPosts: (categorySlug, request, now) => listPosts(db, categorySlug, request, now),
    findPost: (slug, now) => findPost(db, slug, now),
    listCategories: (now) => listCategories(db, now),
    findCategory: (slug, now) => findCategory(db, slug, now),
  };
}
