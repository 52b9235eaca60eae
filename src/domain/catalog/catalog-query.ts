export type ProductSort = 'featured' | 'price-asc' | 'price-desc' | 'title' | 'newest';

/** The product listing's filters, sort and paging; every field is optional. */
export interface ProductQuery {
  readonly page?: number;
  readonly perPage?: number;
  /** a category slug */
  readonly category?: string;
  /** major units, on the price a shopper pays */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** only products with a variant in stock */
  readonly inStock?: boolean;
  readonly sort?: ProductSort;
}
