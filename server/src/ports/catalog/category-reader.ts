import type { Category } from '../../domain/catalog/catalog-product.ts';

export interface CategoryReader {
  /** Every category in display order, with its count of enabled products. */
  list(): Promise<readonly Category[]>;
  findBySlug(slug: string): Promise<Category | null>;
}
