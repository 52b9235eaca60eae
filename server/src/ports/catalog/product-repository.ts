import type {
  CatalogProduct,
  ProductDetail,
  VariantDetail,
} from '../../domain/catalog/catalog-product.ts';
import type { ProductFilters, ProductSort } from '../../domain/catalog/product-query.ts';
import type { ProductGridQuery } from '../../domain/content/page.ts';
import type { PageRequest } from '../../domain/shared/pagination.ts';

export interface ProductPageSlice {
  readonly items: readonly CatalogProduct[];
  readonly total: number;
}

/** The catalog as shoppers see it: only enabled products, and only variants of enabled products. */
export interface ProductRepository {
  /** One page of products matching the filters, in the given order, each with its variants. */
  listEnabled(
    request: PageRequest,
    filters?: ProductFilters,
    sort?: ProductSort,
  ): Promise<ProductPageSlice>;
  /** The product whose slug (possibly several segments) this is. */
  findEnabledBySlug(slug: string): Promise<ProductDetail | null>;
  findEnabledById(id: number): Promise<CatalogProduct | null>;
  findEnabledVariant(id: number): Promise<VariantDetail | null>;
  /** Every product the grids of a page may show, in catalog order (a fixed number of queries). */
  listForGrids(query: ProductGridQuery): Promise<readonly CatalogProduct[]>;
}
