import type { Pagination } from '../catalog/product';

/** An image as content refers to it; width and height are null when unknown. */
export interface ImageAsset {
  readonly url: string;
  readonly alt: string;
  readonly width: number | null;
  readonly height: number | null;
}

export interface Seo {
  readonly title: string;
  readonly description: string | null;
}

/** A page block keeps the CMS's own shape: each block names its kind and carries its fields. */
export type ContentBlock = Readonly<Record<string, unknown>>;

/** A content page rendered by the catch-all route (the home page's uri is ''). */
export interface ContentPage {
  readonly id: number;
  readonly title: string;
  readonly uri: string;
  readonly blocks: readonly ContentBlock[];
  readonly seo: Seo;
}

/** One page of a collection, counted like the Element API does. */
export interface Paginated<T> {
  readonly items: readonly T[];
  readonly pagination: Pagination;
}

export interface BlogCategoryRef {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly uri: string;
}

export interface BlogCategory extends BlogCategoryRef {
  readonly description: string;
  readonly postCount: number;
}

/** A blog category's page: the category and one page of its posts. */
export interface BlogCategoryPage {
  readonly category: BlogCategory;
  readonly posts: Paginated<BlogPostSummary>;
}

export interface BlogPostSummary {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly uri: string;
  readonly author: string | null;
  readonly excerpt: string;
  /** ISO-8601 */
  readonly publishedAt: string;
  readonly category: BlogCategoryRef | null;
  readonly image: ImageAsset | null;
}

export interface BlogPost extends BlogPostSummary {
  /** sanitised HTML */
  readonly body: string;
  readonly seo: Seo;
  readonly dateUpdated: string;
}

export interface BlogPostQuery {
  readonly page?: number;
  /** a blog category slug */
  readonly category?: string;
}

export interface CaseStudySummary {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly uri: string;
  readonly client: string;
  readonly industry: string;
  readonly summary: string;
  readonly publishedAt: string;
  readonly image: ImageAsset | null;
}

export interface CaseStudy extends CaseStudySummary {
  readonly body: string;
  readonly seo: Seo;
  readonly dateUpdated: string;
}

export type SearchType = 'product' | 'page' | 'post' | 'case-study';

export interface SearchHit {
  readonly type: SearchType;
  readonly id: number;
  readonly title: string;
  readonly uri: string;
  /** site-relative link */
  readonly url: string;
  /** HTML: matched words in <mark>, everything else escaped; empty for suggestions */
  readonly snippet: string;
  readonly imageUrl: string | null;
}

export interface SearchQuery {
  readonly text: string;
  readonly type?: SearchType;
  readonly limit?: number;
}

export interface SearchResults {
  /** the query as the back-end understood it */
  readonly query: string;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}

/** The site's two forms: the 'Get Started' form and the call-for-quote form. */
export type FormHandle = 'get-started' | 'call-quote';

export type FormFields = Readonly<Record<string, string | number | boolean | null>>;
