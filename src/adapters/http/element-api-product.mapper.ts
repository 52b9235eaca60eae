import type { Product, ProductPage } from '../../domain/catalog/product';
import type { ElementApiProduct, ElementApiProductPage } from './element-api-product.schema';

export const mapElementApiProduct = (product: ElementApiProduct): Product => ({
  id: product.id,
  title: product.title,
  slug: product.slug,
  uri: product.uri,
  price: product.price,
  defaultVariantId: product.defaultVariantId ?? null,
  variants: product.variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    title: variant.title,
    price: variant.price,
    stock: variant.stock ?? null,
  })),
});

export const mapElementApiProductPage = ({ data, meta }: ElementApiProductPage): ProductPage => ({
  products: data.map(mapElementApiProduct),
  pagination: {
    total: meta.pagination.total,
    count: meta.pagination.count,
    perPage: meta.pagination.per_page,
    currentPage: meta.pagination.current_page,
    totalPages: meta.pagination.total_pages,
  },
});
