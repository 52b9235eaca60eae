import { isValidSlug } from '../../domain/catalog/product.rules.ts';
import type { BlogCategory, BlogPostSummary } from '../../domain/content/blog.ts';
import type { PageRequestError, Pagination } from '../../domain/shared/pagination.ts';
import { paginate, parsePageRequest } from '../../domain/shared/pagination.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { BlogReader } from '../../ports/content/blog-reader.ts';
import type { Clock } from '../../ports/system/clock.ts';

export const BLOG_POSTS_PER_PAGE = 12;

export interface BlogDeps {
  readonly blog: BlogReader;
  readonly clock: Clock;
}

export interface BlogPostListing {
  readonly categorySlug: string | null;
  readonly posts: readonly BlogPostSummary[];
  readonly pagination: Pagination;
}

export type BlogListingError =
  PageRequestError | { readonly kind: 'invalid-category'; readonly value: string };

/** Published posts, newest first, of one category or all; an unknown category lists nothing. */
export async function listBlogPosts(
  deps: BlogDeps,
  raw: { readonly category?: string | undefined; readonly page?: string | undefined },
): Promise<Result<BlogPostListing, BlogListingError>> {
  const categorySlug = raw.category ? raw.category : null;
  if (categorySlug !== null && !isValidSlug(categorySlug))
    return err({ kind: 'invalid-category', value: categorySlug });
  const request = parsePageRequest(raw.page, BLOG_POSTS_PER_PAGE);
  if (!request.ok) return request;
  const slice = await deps.blog.listPosts(categorySlug, request.value, deps.clock.now());
  return ok({
    categorySlug,
    posts: slice.items,
    pagination: paginate(request.value, slice.total, slice.items.length),
  });
}

export interface BlogCategoryPage {
  readonly category: BlogCategory;
  readonly firstPage: BlogPostListing;
}

/** A category with its first page of posts (the category page needs nothing else). */
export async function showBlogCategory(
  deps: BlogDeps,
  slug: string,
): Promise<BlogCategoryPage | null> {
  const now = deps.clock.now();
  const request = { page: 1, perPage: BLOG_POSTS_PER_PAGE };
  const [category, slice] = await Promise.all([
    deps.blog.findCategory(slug, now),
    deps.blog.listPosts(slug, request, now),
  ]);
  if (!category) return null;
  return {
    category,
    firstPage: {
      categorySlug: slug,
      posts: slice.items,
      pagination: paginate(request, slice.total, slice.items.length),
    },
  };
}
