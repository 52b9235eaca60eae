import type { Observable } from 'rxjs';
import type {
  AuditPage,
  StaffProductPage,
  StaffVariant,
  VariantChange,
} from '../../domain/back-office/staff-catalog';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { BackOfficeCatalog } from '../../ports/back-office-catalog';
import { LoadableState, type Loadable } from '../shared/loadable';

/**
 * The back office's catalogue: the products staff search, their edits (the list shows a saved
 * variant as the back-end answered it), and the log of staff changes.
 */
export class StaffCatalogService {
  readonly #catalog: BackOfficeCatalog;
  readonly #products = new LoadableState<StaffProductPage>();
  readonly #audit = new LoadableState<AuditPage>();

  readonly products$: Observable<Loadable<StaffProductPage>> = this.#products.state$;
  readonly audit$: Observable<Loadable<AuditPage>> = this.#audit.state$;

  constructor(catalog: BackOfficeCatalog) {
    this.#catalog = catalog;
  }

  loadProducts(query: {
    readonly q: string;
    readonly page: number;
  }): Promise<Result<StaffProductPage, GatewayError>> {
    return this.#products.load(() => this.#catalog.listProducts(query));
  }

  async editVariant(
    id: number,
    change: VariantChange,
  ): Promise<Result<StaffVariant, GatewayError>> {
    const saved = await this.#catalog.editVariant(id, change);
    const page = this.#products.current.data;
    if (saved.ok && page !== null)
      this.#products.set({
        ...page,
        products: page.products.map((product) => ({
          ...product,
          variants: product.variants.map((variant) => (variant.id === id ? saved.value : variant)),
        })),
      });
    return saved;
  }

  async setProductEnabled(id: number, enabled: boolean): Promise<Result<void, GatewayError>> {
    const saved = await this.#catalog.setProductEnabled(id, enabled);
    const page = this.#products.current.data;
    if (saved.ok && page !== null)
      this.#products.set({
        ...page,
        products: page.products.map((product) =>
          product.id === id ? { ...product, enabled } : product,
        ),
      });
    return saved;
  }

  loadAuditLog(page: number): Promise<Result<AuditPage, GatewayError>> {
    return this.#audit.load(() => this.#catalog.auditLog(page));
  }
}
