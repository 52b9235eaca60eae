import type { ProductQuery } from '../../domain/catalog/catalog-query';
import type { Product, ProductPage } from '../../domain/catalog/product';
import type { ProductDetail, VariantDetail } from '../../domain/catalog/product-detail';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, type Result } from '../../domain/shared/result';
import type { ProductCatalog } from '../../ports/product-catalog';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import { queryCatalog } from './fake-catalog-query';
import { apiErrorBody, refused } from './fake-failure';
import type { InMemoryContent } from './in-memory-content';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The products of an in-memory content system, listed and filtered as the Element API does. */
export class InMemoryProductCatalog implements ProductCatalog {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  async listProducts(query: ProductQuery): Answer<ProductPage> {
    const endpoint = CONTENT_ENDPOINTS.products;
    const down = this.#content.guard(endpoint);
    if (down) return err(down);
    const { data, perPage } = this.#content;
    const page = queryCatalog(
      data.products,
      query,
      (product) => data.productCategories?.[product.id] ?? null,
      perPage,
    );
    return page.ok ? page : err(refused(endpoint, 'GET', 400, apiErrorBody(400, page.error)));
  }

  product(slug: string): Answer<ProductDetail> {
    const product = this.#content.data.products.find((candidate) => candidate.slug === slug);
    return this.#content.answer(
      CONTENT_ENDPOINTS.product(slug),
      product && this.#detailOf(product),
    );
  }

  variant(productSlug: string, id: number): Answer<VariantDetail> {
    const product = this.#content.data.products.find(
      ({ slug, variants }) => slug === productSlug && variants.some((v) => v.id === id),
    );
    const variant = product?.variants.find((candidate) => candidate.id === id);
    const detail: VariantDetail | undefined =
      product && variant
        ? {
            ...variant,
            product: { id: product.id, title: product.title, slug: product.slug, uri: product.uri },
          }
        : undefined;
    return this.#content.answer(CONTENT_ENDPOINTS.variant(id), detail);
  }

  categories = () =>
    this.#content.answer(CONTENT_ENDPOINTS.categories, this.#content.data.categories ?? []);

  #detailOf(product: Product): ProductDetail {
    const { data } = this.#content;
    const slug = data.productCategories?.[product.id];
    const category = data.categories?.find((candidate) => candidate.slug === slug);
    return {
      ...product,
      category: category ? { id: category.id, title: category.title, slug: category.slug } : null,
      description: '',
      seo: { title: product.title, description: null },
    };
  }
}
