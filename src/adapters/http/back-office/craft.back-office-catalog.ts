import type {
  AuditPage,
  StaffProductPage,
  StaffVariant,
  VariantChange,
} from '../../../domain/back-office/staff-catalog';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BackOfficeCatalog } from '../../../ports/back-office-catalog';
import type { CraftClient } from '../client/craft-client';
import { decodeAnswer, mapAnswer, requestFailed } from '../client/gateway-result';
import {
  auditPageSchema,
  staffProductPageSchema,
  staffVariantSchema,
} from './staff-catalog.schema';

export const BACK_OFFICE_CATALOG_ENDPOINTS = {
  products: 'api/admin/products',
  product: (id: number) => `api/admin/products/${id}`,
  variant: (id: number) => `api/admin/variants/${id}`,
  auditLog: 'api/admin/audit-log',
} as const;

/** The catalogue's staff calls on the shop's own back-end (`/api/admin/…`). */
export class CraftBackOfficeCatalog implements BackOfficeCatalog {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  listProducts({
    q,
    page,
  }: {
    readonly q: string;
    readonly page: number;
  }): Promise<Result<StaffProductPage, GatewayError>> {
    const endpoint = BACK_OFFICE_CATALOG_ENDPOINTS.products;
    const query: Record<string, string | number> = q === '' ? { page } : { q, page };
    return mapAnswer(
      this.#client.get(endpoint, query),
      staffProductPageSchema,
      'response',
      endpoint,
      (body) => body,
    );
  }

  editVariant(id: number, change: VariantChange): Promise<Result<StaffVariant, GatewayError>> {
    return this.#patch(BACK_OFFICE_CATALOG_ENDPOINTS.variant(id), change, (body) =>
      decodeAnswer(
        staffVariantSchema,
        'response',
        BACK_OFFICE_CATALOG_ENDPOINTS.variant(id),
        body,
        ({ variant }) => variant,
      ),
    );
  }

  setProductEnabled(id: number, enabled: boolean): Promise<Result<void, GatewayError>> {
    return this.#patch(BACK_OFFICE_CATALOG_ENDPOINTS.product(id), { enabled }, () => ok(undefined));
  }

  auditLog(page: number): Promise<Result<AuditPage, GatewayError>> {
    const endpoint = BACK_OFFICE_CATALOG_ENDPOINTS.auditLog;
    return mapAnswer(
      this.#client.get(endpoint, { page }),
      auditPageSchema,
      'response',
      endpoint,
      (body) => ({
        ...body,
        entries: body.entries.map((entry) => ({
          ...entry,
          entityLabel: entry.entityLabel ?? null,
        })),
      }),
    );
  }

  async #patch<T>(
    endpoint: string,
    payload: object,
    read: (body: unknown) => Result<T, GatewayError>,
  ): Promise<Result<T, GatewayError>> {
    const answer = await this.#client.send({ method: 'PATCH', endpoint, payload });
    return answer.ok ? read(answer.value.body) : err(requestFailed(answer.error));
  }
}
