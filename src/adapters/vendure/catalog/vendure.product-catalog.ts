import type { ProductQuery } from '../../../domain/catalog/catalog-query';
import type { Product, ProductPage } from '../../../domain/catalog/product';
import type {
  Category,
  ProductDetail,
  VariantDetail,
} from '../../../domain/catalog/product-detail';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ProductCatalog } from '../../../ports/product-catalog';
import type { VendureClient } from '../client/vendure-client';
import { invalidQueryFailure, notFoundFailure } from '../client/vendure-failure';
import {
  mapCardProduct,
  mapCategories,
  mapProductDetail,
  mapSearchMatches,
  type SearchMatch,
} from './vendure-catalog.mapper';
import {
  CATEGORIES,
  PRODUCT_BY_SLUG,
  PRODUCTS_BY_ID,
  SEARCH_PRODUCTS,
} from './vendure-catalog.operations';
import {
  categoriesSchema,
  productBySlugSchema,
  productsByIdSchema,
  searchProductsSchema,
} from './vendure-catalog.schema';
import {
  FILTER_SCAN_LIMIT,
  type PageWindow,
  paginationOf,
  refusalOf,
  scansMatches,
  searchInput,
  windowOf,
  withinPrice,
} from './vendure-listing';

type Answer<T> = Promise<Result<T, GatewayError>>;

const SCAN_PAGE = 100;

/** The catalogue from Vendure's Shop API: collections are the categories. */
export class VendureProductCatalog implements ProductCatalog {
  readonly #client: VendureClient;

  constructor(client: VendureClient) {
    this.#client = client;
  }

  async listProducts(query: ProductQuery): Answer<ProductPage> {
    const refusal = refusalOf(query);
    if (refusal !== null) return err(invalidQueryFailure('products', refusal));
    const window = windowOf(query);
    return scansMatches(query) ? this.#listScanned(query, window) : this.#listPage(query, window);
  }

  async product(slug: string): Answer<ProductDetail> {
    const found = await this.#client.query(
      PRODUCT_BY_SLUG,
      { slug },
      productBySlugSchema,
      (data) => (data.product ? mapProductDetail(data.product) : null),
    );
    if (!found.ok) return found;
    return found.value ? ok(found.value) : err(notFoundFailure('product', `Product ${slug}`));
  }

  async variant(productSlug: string, id: number): Answer<VariantDetail> {
    const product = await this.product(productSlug);
    if (!product.ok) return product;
    const { id: productId, title, slug, uri } = product.value;
    const variant = product.value.variants.find((candidate) => candidate.id === id);
    if (!variant) return err(notFoundFailure('product', `Variant ${id} of ${productSlug}`));
    return ok({ ...variant, product: { id: productId, title, slug, uri } });
  }

  categories(): Answer<readonly Category[]> {
    return this.#client.query(CATEGORIES, {}, categoriesSchema, mapCategories);
  }

  /** One search for the page, then the page's products. */
  async #listPage(query: ProductQuery, window: PageWindow): Answer<ProductPage> {
    const skip = (window.page - 1) * window.perPage;
    const found = await this.#search(query, skip, window.perPage);
    if (!found.ok) return found;
    const products = await this.#productsById(found.value.items.map((item) => item.productId));
    if (!products.ok) return products;
    const total = found.value.totalItems;
    return ok({
      products: products.value,
      pagination: paginationOf(total, products.value.length, window),
    });
  }

  /** Every match read, filtered on price, then the window of them (newest first by `products`). */
  async #listScanned(query: ProductQuery, window: PageWindow): Answer<ProductPage> {
    const matches = await this.#scan(query);
    if (!matches.ok) return matches;
    const ids = matches.value.filter(withinPrice(query)).map((item) => item.productId);
    const skip = (window.page - 1) * window.perPage;
    const products =
      query.sort === 'newest'
        ? await this.#newestOf(ids, skip, window.perPage)
        : await this.#productsById(ids.slice(skip, skip + window.perPage));
    if (!products.ok) return products;
    return ok({
      products: products.value,
      pagination: paginationOf(ids.length, products.value.length, window),
    });
  }

  #search(query: ProductQuery, skip: number, take: number) {
    const input = searchInput(query, skip, take);
    return this.#client.query(
      SEARCH_PRODUCTS,
      { input },
      searchProductsSchema,
      mapSearchMatches,
      'products',
    );
  }

  async #scan(query: ProductQuery): Answer<SearchMatch[]> {
    const items: SearchMatch[] = [];
    for (let skip = 0; skip < FILTER_SCAN_LIMIT; skip += SCAN_PAGE) {
      const found = await this.#search(query, skip, SCAN_PAGE);
      if (!found.ok) return found;
      items.push(...found.value.items);
      if (skip + SCAN_PAGE >= found.value.totalItems) break;
    }
    return ok(items);
  }

  /** The products with these ids, in this order. */
  async #productsById(ids: readonly number[]): Answer<Product[]> {
    if (ids.length === 0) return ok([]);
    const options = { filter: { id: { in: ids.map(String) } }, take: ids.length };
    const found = await this.#client.query(
      PRODUCTS_BY_ID,
      { options },
      productsByIdSchema,
      (data) => data.products.items.map(mapCardProduct),
      'products',
    );
    if (!found.ok) return found;
    const byId = new Map(found.value.map((product) => [product.id, product]));
    return ok(ids.flatMap((id) => byId.get(id) ?? []));
  }

  async #newestOf(ids: readonly number[], skip: number, take: number): Answer<Product[]> {
    if (ids.length === 0 || skip >= ids.length) return ok([]);
    const options = {
      filter: { id: { in: ids.map(String) } },
      sort: { createdAt: 'DESC' },
      skip,
      take,
    };
    return this.#client.query(
      PRODUCTS_BY_ID,
      { options },
      productsByIdSchema,
      (data) => data.products.items.map(mapCardProduct),
      'products',
    );
  }
}
