import type {
  AuditEntry,
  AuditPage,
  StaffProduct,
  StaffProductPage,
  StaffVariant,
  VariantChange,
} from '../../domain/back-office/staff-catalog';
import type { HttpMethod } from '../../domain/http/backend-error';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BackOfficeCatalog } from '../../ports/back-office-catalog';
import { BACK_OFFICE_CATALOG_ENDPOINTS } from '../http/back-office/craft.back-office-catalog';
import { craftErrorBody, refused } from './fake-failure';
import { fakeStaff } from './fake-staff.guard';
import type { InMemoryShop } from './in-memory-shop';

const PER_PAGE = 25;

/** The signed-in staff member's e-mail, as the log keeps it; 401 or 403 otherwise. */
const staffEmail = (shop: InMemoryShop, endpoint: string, method: HttpMethod) => {
  const staff = fakeStaff(shop, endpoint, method);
  return staff.ok ? ok(staff.value.user.email) : staff;
};

/** The catalogue desk over an in-memory shop's products: edits and their log stay in memory. */
export class InMemoryBackOfficeCatalog implements BackOfficeCatalog {
  readonly #shop: InMemoryShop;
  readonly #products: Map<number, StaffProduct>;
  readonly #audit: AuditEntry[] = [];

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
    this.#products = new Map(
      shop.catalog.map((product) => [
        product.id,
        {
          id: product.id,
          title: product.title,
          slug: product.slug,
          enabled: true,
          variants: product.variants.map((variant) => ({
            id: variant.id,
            productId: product.id,
            sku: variant.sku,
            title: variant.title,
            stock: variant.stock,
            priceMinor: Math.round(variant.price * 100),
          })),
        },
      ]),
    );
  }

  async listProducts(query: {
    readonly q: string;
    readonly page: number;
  }): Promise<Result<StaffProductPage, GatewayError>> {
    const staff = staffEmail(this.#shop, BACK_OFFICE_CATALOG_ENDPOINTS.products, 'GET');
    if (!staff.ok) return staff;
    const search = query.q.toLowerCase();
    const matching = [...this.#products.values()]
      .filter(
        (product) =>
          product.title.toLowerCase().includes(search) ||
          product.variants.some((variant) => variant.sku.toLowerCase().includes(search)),
      )
      .sort((a, b) => a.title.localeCompare(b.title));
    const start = (query.page - 1) * PER_PAGE;
    return ok({
      products: matching.slice(start, start + PER_PAGE),
      total: matching.length,
      page: query.page,
      perPage: PER_PAGE,
    });
  }

  async editVariant(
    id: number,
    change: VariantChange,
  ): Promise<Result<StaffVariant, GatewayError>> {
    const endpoint = BACK_OFFICE_CATALOG_ENDPOINTS.variant(id);
    const staff = staffEmail(this.#shop, endpoint, 'PATCH');
    if (!staff.ok) return staff;
    const product = [...this.#products.values()].find((entry) =>
      entry.variants.some((variant) => variant.id === id),
    );
    const before = product?.variants.find((variant) => variant.id === id);
    if (product === undefined || before === undefined)
      return err(refused(endpoint, 'PATCH', 404, craftErrorBody(404, 'Variant not found.')));
    const after = { ...before, ...change };
    this.#products.set(product.id, {
      ...product,
      variants: product.variants.map((variant) => (variant.id === id ? after : variant)),
    });
    this.#log(
      staff.value,
      {
        entityType: 'variant',
        entityId: id,
        entityLabel: `${product.title}: ${before.title} (${before.sku})`,
      },
      Object.keys(change).map((field) => ({
        field,
        from: before[field as keyof VariantChange] ?? null,
        to: after[field as keyof VariantChange] ?? null,
      })),
    );
    return ok(after);
  }

  async setProductEnabled(id: number, enabled: boolean): Promise<Result<void, GatewayError>> {
    const endpoint = BACK_OFFICE_CATALOG_ENDPOINTS.product(id);
    const staff = staffEmail(this.#shop, endpoint, 'PATCH');
    if (!staff.ok) return staff;
    const product = this.#products.get(id);
    if (product === undefined)
      return err(refused(endpoint, 'PATCH', 404, craftErrorBody(404, 'Product not found.')));
    this.#products.set(id, { ...product, enabled });
    this.#log(staff.value, { entityType: 'product', entityId: id, entityLabel: product.title }, [
      { field: 'enabled', from: product.enabled, to: enabled },
    ]);
    return ok(undefined);
  }

  async auditLog(page: number): Promise<Result<AuditPage, GatewayError>> {
    const staff = staffEmail(this.#shop, BACK_OFFICE_CATALOG_ENDPOINTS.auditLog, 'GET');
    if (!staff.ok) return staff;
    const newest = [...this.#audit].reverse();
    const perPage = 50;
    return ok({
      entries: newest.slice((page - 1) * perPage, page * perPage),
      total: newest.length,
      page,
      perPage,
    });
  }

  #log(
    email: string,
    entity: Pick<AuditEntry, 'entityType' | 'entityId' | 'entityLabel'>,
    changes: AuditEntry['changes'],
  ) {
    const date = new Date().toISOString();
    this.#audit.push({ id: this.#audit.length + 1, date, actorEmail: email, ...entity, changes });
  }
}
