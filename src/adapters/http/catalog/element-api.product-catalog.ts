import type { ProductQuery } from '../../../domain/catalog/catalog-query';
import type { ProductPage } from '../../../domain/catalog/product';
import type {
  Category,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/product-detail';
import type { ProductCatalog } from '../../../ports/product-catalog';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS, readContent } from '../client/element-api.endpoints';
import {
  mapCategories,
  mapElementApiProductPage,
  mapProductDetail,
  mapVariantDetail,
} from './element-api-product.mapper';
import {
  elementApiCategoriesSchema,
  elementApiProductDetailSchema,
  elementApiProductPageSchema,
  elementApiVariantDetailSchema,
} from './element-api-product.schema';
import { productQueryParams } from './product-query.params';

/** Each segment of a multi-segment slug is encoded, the slashes between them kept. */
const slugPath = (slug: string): string =>
  slug
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');

/** The Element API's products, variants and categories. */
export class ElementApiProductCatalog implements ProductCatalog {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  listProducts(query: ProductQuery): Answer<ProductPage> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.products,
      elementApiProductPageSchema,
      mapElementApiProductPage,
      productQueryParams(query),
      'products',
    );
  }

  product(slug: string): Answer<ProductDetail> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.product(slugPath(slug)),
      elementApiProductDetailSchema,
      mapProductDetail,
      undefined,
      'products',
    );
  }

  /** Craft's endpoint finds a variant by its id alone; the slug is for back-ends that do not. */
  variant(_productSlug: string, id: number): Answer<VariantDetail> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.variant(id),
      elementApiVariantDetailSchema,
      mapVariantDetail,
      undefined,
      'products',
    );
  }

  categories(): Answer<readonly Category[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.categories,
      elementApiCategoriesSchema,
      mapCategories,
    );
  }
}
