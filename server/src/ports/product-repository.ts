import type { Product } from '../domain/catalog/product.ts';
import type { PageRequest } from '../domain/shared/pagination.ts';

export interface ProductPageSlice {
  readonly items: readonly Product[];
  readonly total: number;
}

export interface ProductRepository {
  /** Enabled products in catalog order, each with its variants. */
  listEnabled(request: PageRequest): Promise<ProductPageSlice>;
}
