import type {
  AuditPage,
  StaffProductPage,
  StaffVariant,
  VariantChange,
} from '../domain/back-office/staff-catalog';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/**
 * The staff's catalogue desk over the shop's own back-end: stock, prices, what is for sale, and the
 * log of every change staff made. 401 to a visitor and 403 to a customer, like every staff call.
 */
export interface BackOfficeCatalog {
  /** Every product, enabled or not, by title; `q` matches a title or a SKU. */
  listProducts(query: {
    readonly q: string;
    readonly page: number;
  }): Promise<Result<StaffProductPage, GatewayError>>;
  /** Sets a variant's stock or price; a restock mails those waiting for it. */
  editVariant(id: number, change: VariantChange): Promise<Result<StaffVariant, GatewayError>>;
  setProductEnabled(id: number, enabled: boolean): Promise<Result<void, GatewayError>>;
  /** Staff changes, newest first. */
  auditLog(page: number): Promise<Result<AuditPage, GatewayError>>;
}
