import type { Pagination, Product, ProductPage, Variant } from '../../../domain/catalog/product';
import type {
  Category,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/product-detail';
import { mapImage, mapSeo } from '../content/element-api-content.mapper';
import type {
  ElementApiCategories,
  ElementApiProduct,
  ElementApiProductDetail,
  ElementApiProductPage,
  ElementApiVariantDetail,
} from './element-api-product.schema';

type ElementApiVariant = ElementApiProduct['variants'][number];

// PHP sends an empty options object as [].
const mapOptions = (options: ElementApiVariant['options']): Readonly<Record<string, string>> =>
  Array.isArray(options) ? {} : (options ?? {});

const mapVariant = (variant: ElementApiVariant): Variant => ({
  id: variant.id,
  sku: variant.sku,
  title: variant.title,
  price: variant.price,
  salePrice: variant.salePrice ?? null,
  stock: variant.stock ?? null,
  options: mapOptions(variant.options),
});

export const mapElementApiProduct = (product: ElementApiProduct): Product => ({
  id: product.id,
  title: product.title,
  slug: product.slug,
  uri: product.uri,
  price: product.price,
  salePrice: product.salePrice ?? null,
  callForQuote: product.callForQuote ?? false,
  images: (product.images ?? []).map(mapImage),
  defaultVariantId: product.defaultVariantId ?? null,
  variants: product.variants.map(mapVariant),
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
  category: product.category ?? null,
  description: product.description ?? '',
  seo: mapSeo(product.seo, product.title),
});

export const mapVariantDetail = (variant: ElementApiVariantDetail): VariantDetail => ({
  ...mapVariant(variant),
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
