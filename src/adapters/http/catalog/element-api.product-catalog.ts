import type { ProductQuery } from '../../../domain/catalog/catalog-query';
import type { ProductPage } from '../../../domain/catalog/product';
import type {
  Category,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/product-detail';
import { err } from '../../../domain/shared/result';
import type { ProductCatalog } from '../../../ports/product-catalog';
import { requestFailed } from '../client/gateway-result';
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

  async variant(productSlug: string, id: number): Answer<VariantDetail> {
    const endpoint = CONTENT_ENDPOINTS.variant(id);
    const found = await readContent(
      this.#client,
      endpoint,
      elementApiVariantDetailSchema,
      mapVariantDetail,
      undefined,
      'products',
    );
    if (!found.ok || found.value.product.slug === productSlug) return found;
    return err(
      requestFailed({
        message: `Variant ${id} is not one of ${productSlug}'s`,
        status: 404,
        data: null,
        endpoint,
        method: 'GET',
        retryCount: 0,
      }),
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
