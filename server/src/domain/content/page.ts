import type { CatalogProduct, Seo } from '../catalog/catalog-product.ts';

/** A page block as stored: `{ type: 'hero' | 'richText' | 'productGrid' | ..., ...its fields }`. */
export type ContentBlock = { readonly type: string } & Readonly<Record<string, unknown>>;

export interface Page {
  readonly id: number;
  /** '' is the home page. */
  readonly uri: string;
  readonly title: string;
  readonly blocks: readonly ContentBlock[];
  readonly seo: Seo;
}

/** A block ready to show: product grids carry the products they name, in display order. */
export type ResolvedBlock =
  | { readonly kind: 'plain'; readonly block: ContentBlock }
  | {
      readonly kind: 'product-grid';
      readonly block: ContentBlock;
      readonly products: readonly CatalogProduct[];
    };

export interface ResolvedPage extends Omit<Page, 'blocks'> {
  readonly blocks: readonly ResolvedBlock[];
}

/** Everything a page's product grids need, gathered so one query can fetch them all. */
export interface ProductGridQuery {
  readonly ids: readonly number[];
  readonly slugs: readonly string[];
  /** The first `limit` products of each category, in catalog order. */
  readonly categories: readonly { readonly slug: string; readonly limit: number }[];
}
