import type { Product, Variant } from '../../domain/catalog/product.ts';
import { defaultVariant, productPrice, productUri } from '../../domain/catalog/product.rules.ts';
import { toMajorUnits } from '../../domain/money/money.rules.ts';
import type { Pagination } from '../../domain/shared/pagination.ts';

const serializeVariant = (variant: Variant) => ({
  id: variant.id,
  sku: variant.sku,
  title: variant.title,
  price: toMajorUnits(variant.price),
  stock: variant.stock,
  isDefault: variant.isDefault,
});

export function serializeProduct(product: Product) {
  const price = productPrice(product);
  return {
    id: product.id,
    title: product.title,
    slug: product.slug,
    uri: productUri(product),
    price: price ? toMajorUnits(price) : null,
    defaultVariantId: defaultVariant(product)?.id ?? null,
    variants: product.variants.map(serializeVariant),
  };
}

/** Fractal's ArraySerializer pagination meta, links absolute as the Element API sends them. */
export function serializePagination(pagination: Pagination, pageUrl: (page: number) => string) {
  return {
    pagination: {
      total: pagination.total,
      count: pagination.count,
      per_page: pagination.perPage,
      current_page: pagination.currentPage,
      total_pages: pagination.totalPages,
      links: {
        ...(pagination.hasPrevious ? { previous: pageUrl(pagination.currentPage - 1) } : {}),
        ...(pagination.hasNext ? { next: pageUrl(pagination.currentPage + 1) } : {}),
      },
    },
  };
}
