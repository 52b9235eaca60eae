import type {
  FieldChange,
  ProductEdit,
  VariantEdit,
} from '../../domain/catalog/staff-edits.rules.ts';
import type { StaffProductQuery } from '../../domain/catalog/staff-catalog-query.rules.ts';

/** A variant as the back office edits it. */
export interface StaffVariant {
  readonly id: number;
  readonly productId: number;
  readonly sku: string;
  readonly title: string;
  /** null when the shop does not track its stock */
  readonly stock: number | null;
  readonly priceMinor: number;
}

/** A product as the back office lists it, with every variant. */
export interface StaffProduct {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly enabled: boolean;
  readonly variants: readonly StaffVariant[];
}

/** One staff change, as the audit log keeps it. */
/** What a staff change was made to. */
export type AuditedRecord = 'variant' | 'product' | 'order' | 'return';

export interface AuditEntry {
  readonly actorUserId: number;
  readonly entityType: AuditedRecord;
  readonly entityId: number;
  readonly changes: readonly FieldChange[];
}

/** An audit row as the back office reads it: who made the change, by name or e-mail. */
export interface StoredAuditEntry extends Omit<AuditEntry, 'actorUserId'> {
  readonly id: number;
  readonly actorUserId: number | null;
  readonly actorEmail: string | null;
  /** the product (and version, with its SKU) as staff name it; null once it no longer exists */
  readonly entityLabel: string | null;
  readonly date: Date;
}

/** Writes in the edit's transaction: the change and its audit row commit together, or neither. */
export interface StaffCatalogWrites {
  updateVariant(variantId: number, edit: VariantEdit): Promise<StaffVariant>;
  updateProduct(productId: number, edit: ProductEdit): Promise<void>;
  audit(entry: AuditEntry, at: Date): Promise<void>;
}

/** The catalogue as staff read and change it: every product, enabled or not. */
export interface StaffCatalog {
  list(
    query: StaffProductQuery,
    perPage: number,
  ): Promise<{ readonly products: readonly StaffProduct[]; readonly total: number }>;
  /** Runs `work` in one transaction holding the variant's row lock; null, and nothing run, for no such variant. */
  withVariant<T>(
    variantId: number,
    work: (variant: StaffVariant, writes: StaffCatalogWrites) => Promise<T>,
  ): Promise<T | null>;
  /** The same for a product. */
  withProduct<T>(
    productId: number,
    work: (product: Omit<StaffProduct, 'variants'>, writes: StaffCatalogWrites) => Promise<T>,
  ): Promise<T | null>;
  auditLog(
    page: number,
    perPage: number,
  ): Promise<{ readonly entries: readonly StoredAuditEntry[]; readonly total: number }>;
}
