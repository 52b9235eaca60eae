import type { BlogCategory, BlogPost, BlogPostSummary } from '../../domain/content/blog.ts';
import type { PageRequest } from '../../domain/shared/pagination.ts';

export interface BlogPostSlice {
  readonly items: readonly BlogPostSummary[];
  readonly total: number;
}

/** Only enabled posts published at or before `now` are ever read. */
export interface BlogReader {
  /** Newest first; `categorySlug` null for every category. */
  listPosts(categorySlug: string | null, request: PageRequest, now: Date): Promise<BlogPostSlice>;
  findPost(slug: string, now: Date): Promise<BlogPost | null>;
  listCategories(now: Date): Promise<readonly BlogCategory[]>;
  findCategory(slug: string, now: Date): Promise<BlogCategory | null>;
}
