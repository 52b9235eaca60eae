import type { ImageAsset } from '../content/content';

export interface Variant {
  readonly id: number;
  readonly sku: string;
  readonly title: string;
  readonly price: number;
  /** null when the variant is not on sale */
  readonly salePrice: number | null;
  /** null means stock is not tracked */
  readonly stock: number | null;
  /** what tells this variant from its siblings, e.g. { version: 'Kit with 2 batteries' } */
  readonly options: Readonly<Record<string, string>>;
}

export interface Product {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  /** path of the product page without a leading slash, e.g. "products/oak-chair" */
  readonly uri: string;
  readonly price: number;
  /** the default variant's sale price; null when not on sale */
  readonly salePrice: number | null;
  /** sold on request: the page asks for a quote instead of offering the cart */
  readonly callForQuote: boolean;
  readonly images: readonly ImageAsset[];
  readonly defaultVariantId: number | null;
  readonly variants: readonly Variant[];
}

export interface Pagination {
  readonly total: number;
  readonly count: number;
  readonly perPage: number;
  readonly currentPage: number;
  readonly totalPages: number;
}

export interface ProductPage {
  readonly products: readonly Product[];
  readonly pagination: Pagination;
}
