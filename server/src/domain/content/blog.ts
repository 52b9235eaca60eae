import type { Seo } from '../catalog/catalog-product.ts';
import type { MediaAsset } from './media.ts';

export interface BlogCategoryRef {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
}

export interface BlogCategory extends BlogCategoryRef {
  readonly description: string;
  /** Published posts in the category. */
  readonly postCount: number;
}

export interface BlogPostSummary {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly author: string | null;
  readonly excerpt: string;
  readonly publishedAt: Date;
  readonly category: BlogCategoryRef | null;
  readonly image: MediaAsset | null;
}

export interface BlogPost extends BlogPostSummary {
  /** Sanitised HTML, as stored. */
  readonly bodyHtml: string;
  readonly seo: Seo;
  readonly dateUpdated: Date;
}
