// Pages, blog categories and posts, and case studies, upserted by uri or slug.
import { inArray, sql } from 'drizzle-orm';
import type {
  BlogCategoryContent,
  BlogPostContent,
  CaseStudyContent,
  PageContent,
} from '../../../domain/content/content.ts';
import { blogCategories, blogPosts, caseStudies, pages } from '../schema.ts';
import { storedBlock } from './stored-blocks.ts';
import { excluded, idOf, idsBy, type Tx } from './upsert.ts';

/** Returns page ids by uri. */
export async function writePages(tx: Tx, items: readonly PageContent[]) {
  if (items.length === 0) return new Map<string, number>();
  const rows = await tx
    .insert(pages)
    .values(
      items.map((page) => ({
        uri: page.uri,
        title: page.title,
        blocks: page.blocks.map(storedBlock),
        seoTitle: page.seo.title ?? null,
        seoDescription: page.seo.description ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: pages.uri,
      set: {
        title: excluded(pages.title),
        blocks: excluded(pages.blocks),
        seoTitle: excluded(pages.seoTitle),
        seoDescription: excluded(pages.seoDescription),
        dateUpdated: sql`now()`,
      },
    })
    .returning({ id: pages.id, uri: pages.uri });
  return idsBy(rows, 'uri');
}

export async function writeBlogCategories(tx: Tx, items: readonly BlogCategoryContent[]) {
  if (items.length === 0) return;
  await tx
    .insert(blogCategories)
    .values(items.map(({ source: _source, ...category }) => category))
    .onConflictDoUpdate({
      target: blogCategories.slug,
      set: {
        title: excluded(blogCategories.title),
        description: excluded(blogCategories.description),
        sortOrder: excluded(blogCategories.sortOrder),
      },
    });
}

/** Returns post ids by slug. */
export async function writeBlogPosts(
  tx: Tx,
  items: readonly BlogPostContent[],
  assetIds: ReadonlyMap<string, number>,
) {
  if (items.length === 0) return new Map<string, number>();
  const categoryRows = await tx
    .select({ id: blogCategories.id, slug: blogCategories.slug })
    .from(blogCategories)
    .where(inArray(blogCategories.slug, [...new Set(items.map((post) => post.categorySlug))]));
  const categoryIds = idsBy(categoryRows, 'slug');
  const rows = await tx
    .insert(blogPosts)
    .values(
      items.map((post) => ({
        slug: post.slug,
        title: post.title,
        categoryId: idOf(categoryIds, post.categorySlug, 'blog category'),
        author: post.author,
        excerpt: post.excerpt,
        bodyHtml: post.bodyHtml,
        imageId: post.image ? idOf(assetIds, post.image.path, 'asset') : null,
        seoTitle: post.seo.title ?? null,
        seoDescription: post.seo.description ?? null,
        publishedAt: post.publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: excluded(blogPosts.title),
        categoryId: excluded(blogPosts.categoryId),
        author: excluded(blogPosts.author),
        excerpt: excluded(blogPosts.excerpt),
        bodyHtml: excluded(blogPosts.bodyHtml),
        imageId: excluded(blogPosts.imageId),
        seoTitle: excluded(blogPosts.seoTitle),
        seoDescription: excluded(blogPosts.seoDescription),
        publishedAt: excluded(blogPosts.publishedAt),
        dateUpdated: sql`now()`,
      },
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return idsBy(rows, 'slug');
}

/** Returns case study ids by slug. */
export async function writeCaseStudies(
  tx: Tx,
  items: readonly CaseStudyContent[],
  assetIds: ReadonlyMap<string, number>,
) {
  if (items.length === 0) return new Map<string, number>();
  const rows = await tx
    .insert(caseStudies)
    .values(
      items.map((study) => ({
        slug: study.slug,
        title: study.title,
        client: study.client,
        industry: study.industry,
        summary: study.summary,
        bodyHtml: study.bodyHtml,
        imageId: study.image ? idOf(assetIds, study.image.path, 'asset') : null,
        seoTitle: study.seo.title ?? null,
        seoDescription: study.seo.description ?? null,
        publishedAt: study.publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: caseStudies.slug,
      set: {
        title: excluded(caseStudies.title),
        client: excluded(caseStudies.client),
        industry: excluded(caseStudies.industry),
        summary: excluded(caseStudies.summary),
        bodyHtml: excluded(caseStudies.bodyHtml),
        imageId: excluded(caseStudies.imageId),
        seoTitle: excluded(caseStudies.seoTitle),
        seoDescription: excluded(caseStudies.seoDescription),
        publishedAt: excluded(caseStudies.publishedAt),
        dateUpdated: sql`now()`,
      },
    })
    .returning({ id: caseStudies.id, slug: caseStudies.slug });
  return idsBy(rows, 'slug');
}
