// Every indexable storefront URL with its last change: enabled products, their categories (as listing
// filters), content pages, blog posts and categories, case studies.
import { asc, eq, max } from 'drizzle-orm';
import { contentPath } from '../../../domain/seo/page-route.rules.ts';
import type { SitemapEntry, SitemapSource } from '../../../ports/seo/sitemap-source.ts';
import type { Db } from '../database.ts';
import { blogCategories, blogPosts, caseStudies, categories, pages, products } from '../schema.ts';

/** The indexable rows of each kind, in sitemap order. */
const readRows = (db: Db) =>
  Promise.all([
    db
      .select({ slug: products.slug, updated: products.dateUpdated })
      .from(products)
      .where(eq(products.enabled, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ slug: categories.slug, updated: categories.dateUpdated })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ uri: pages.uri, updated: pages.dateUpdated })
      .from(pages)
      .where(eq(pages.enabled, true))
      .orderBy(asc(pages.uri)),
    db
      .select({ slug: blogPosts.slug, updated: blogPosts.dateUpdated })
      .from(blogPosts)
      .where(eq(blogPosts.enabled, true))
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id)),
    // A blog category changes when one of its posts does.
    db
      .select({ slug: blogCategories.slug, updated: max(blogPosts.dateUpdated) })
      .from(blogCategories)
      .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
      .groupBy(blogCategories.id, blogCategories.slug, blogCategories.sortOrder)
      .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.id)),
    db
      .select({ slug: caseStudies.slug, updated: caseStudies.dateUpdated })
      .from(caseStudies)
      .where(eq(caseStudies.enabled, true))
      .orderBy(asc(caseStudies.publishedAt), asc(caseStudies.id)),
  ]);

type SitemapRows = Awaited<ReturnType<typeof readRows>>;

const toEntries = ([
  productRows,
  categoryRows,
  pageRows,
  postRows,
  blogCategoryRows,
  studyRows,
]: SitemapRows): SitemapEntry[] => [
  { path: '/', lastModified: null },
  { path: '/products', lastModified: null },
  ...productRows.map((row) => ({
    path: contentPath({ kind: 'product', slug: row.slug, variantId: null }),
    lastModified: row.updated,
  })),
  ...categoryRows.map((row) => ({
    path: contentPath({ kind: 'category', slug: row.slug }),
    lastModified: row.updated,
  })),
  ...pageRows.map((row) => ({
    path: contentPath({ kind: 'page', uri: row.uri }),
    lastModified: row.updated,
  })),
  ...postRows.map((row) => ({
    path: contentPath({ kind: 'post', slug: row.slug }),
    lastModified: row.updated,
  })),
  ...blogCategoryRows.map((row) => ({
    path: contentPath({ kind: 'blog-category', slug: row.slug }),
    lastModified: row.updated ? new Date(row.updated) : null,
  })),
  ...studyRows.map((row) => ({
    path: contentPath({ kind: 'case-study', slug: row.slug }),
    lastModified: row.updated,
  })),
];

/** The home page is listed once, with its page's date when there is one. */
function oncePerPath(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = byPath.get(entry.path);
    if (!seen || (seen.lastModified === null && entry.lastModified !== null))
      byPath.set(entry.path, entry);
  }
  return [...byPath.values()];
}

export function drizzleSitemapSource(db: Db): SitemapSource {
  return {
    entries: async () => oncePerPath(toEntries(await readRows(db))),
  };
}
