import type { Observable } from 'rxjs';
import type { Category, ProductDetail, VariantDetail } from '../../domain/catalog/product-detail';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { ProductCatalog } from '../../ports/product-catalog';
import { LoadableState, type Loadable } from '../shared/loadable';
import { notFoundAs } from '../shared/not-found';

/** A product's own page (/products/{slug}, /product/{slug}/{variantId}) and the categories. */
export class ProductService {
  readonly #catalog: ProductCatalog;
  readonly #product = new LoadableState<ProductDetail>();
  readonly #variant = new LoadableState<VariantDetail>();
  readonly #categories = new LoadableState<readonly Category[]>();

  readonly product$: Observable<Loadable<ProductDetail>> = this.#product.state$;
  readonly variant$: Observable<Loadable<VariantDetail>> = this.#variant.state$;
  readonly categories$: Observable<Loadable<readonly Category[]>> = this.#categories.state$;

  constructor(catalog: ProductCatalog) {
    this.#catalog = catalog;
  }

  loadProduct(slug: string): Promise<Result<ProductDetail, GatewayError>> {
    return this.#product.load(() => this.#catalog.product(slug), notFoundAs(`/products/${slug}`));
  }

  loadVariant(productSlug: string, id: number): Promise<Result<VariantDetail, GatewayError>> {
    return this.#variant.load(() => this.#catalog.variant(productSlug, id));
  }

  loadCategories(): Promise<Result<readonly Category[], GatewayError>> {
    return this.#categories.load(() => this.#catalog.categories());
  }
}
