export interface Variant {
  readonly id: number;
  readonly sku: string;
  readonly title: string;
  readonly price: number;
  /** null means stock is not tracked */
  readonly stock: number | null;
}

export interface Product {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  /** path of the product page without a leading slash, e.g. "products/oak-chair" */
  readonly uri: string;
  readonly price: number;
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
