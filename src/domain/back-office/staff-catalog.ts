/** A variant as staff edit it: stock null is not counted (always available). */
export interface StaffVariant {
  readonly id: number;
  readonly productId: number;
  readonly sku: string;
  readonly title: string;
  readonly stock: number | null;
  readonly priceMinor: number;
}

/** A product, enabled for sale or not, with its variants. */
export interface StaffProduct {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly enabled: boolean;
  readonly variants: readonly StaffVariant[];
}

export interface StaffProductPage {
  readonly products: readonly StaffProduct[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** What a change to a variant sets: only the fields that change. */
export interface VariantChange {
  readonly stock?: number;
  readonly priceMinor?: number;
}

/** One change a member of staff made: to what, and each field from what to what. */
export interface AuditEntry {
  readonly id: number;
  readonly date: string;
  readonly actorEmail: string | null;
  readonly entityType: string;
  readonly entityId: number;
  /** the product (and version, with its SKU); null when the back-end names none */
  readonly entityLabel: string | null;
  readonly changes: readonly {
    readonly field: string;
    readonly from: string | number | boolean | null;
    readonly to: string | number | boolean | null;
  }[];
}

export interface AuditPage {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}
