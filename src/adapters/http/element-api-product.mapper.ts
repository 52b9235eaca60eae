import type { Pagination, Product, ProductPage } from '../../domain/catalog/product';
import type { Category, ProductDetail, VariantDetail } from '../../domain/catalog/product-detail';
import { mapImage, mapSeo } from './element-api-content.mapper';
import type {
  ElementApiCategories,
  ElementApiProduct,
  ElementApiProductDetail,
  ElementApiProductPage,
  ElementApiVariantDetail,
} from './element-api-product.schema';

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

export const mapPagination = (
  pagination: ElementApiProductPage['meta']['pagination'],
): Pagination => ({
  total: pagination.total,
  count: pagination.count,
  perPage: pagination.per_page,
  currentPage: pagination.current_page,
  totalPages: pagination.total_pages,
});

export const mapElementApiProductPage = ({ data, meta }: ElementApiProductPage): ProductPage => ({
  products: data.map(mapElementApiProduct),
  pagination: mapPagination(meta.pagination),
});

export const mapProductDetail = (product: ElementApiProductDetail): ProductDetail => ({
  ...mapElementApiProduct(product),
  salePrice: product.salePrice ?? null,
  category: product.category ?? null,
  callForQuote: product.callForQuote ?? false,
  images: (product.images ?? []).map(mapImage),
  description: product.description ?? '',
  seo: mapSeo(product.seo, product.title),
});

export const mapVariantDetail = (variant: ElementApiVariantDetail): VariantDetail => ({
  id: variant.id,
  sku: variant.sku,
  title: variant.title,
  price: variant.price,
  stock: variant.stock ?? null,
  salePrice: variant.salePrice ?? null,
  // PHP sends an empty options object as [].
  options: Array.isArray(variant.options) ? {} : (variant.options ?? {}),
  product: variant.product,
});

export const mapCategories = ({ data }: ElementApiCategories): Category[] =>
  data.map((category) => ({
    id: category.id,
    title: category.title,
    slug: category.slug,
    description: category.description ?? '',
    image: category.image ? mapImage(category.image) : null,
    productCount: category.productCount,
  }));
