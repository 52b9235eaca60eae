import type {
  StaffProduct,
  StaffVariant,
  StoredAuditEntry,
} from '../../../ports/catalog/staff-catalog.ts';

export const serializeStaffVariant = (variant: StaffVariant) => ({
  id: variant.id,
  productId: variant.productId,
  sku: variant.sku,
  title: variant.title,
  stock: variant.stock,
  priceMinor: variant.priceMinor,
});

export const serializeStaffProduct = (product: StaffProduct) => ({
  id: product.id,
  title: product.title,
  slug: product.slug,
  enabled: product.enabled,
  variants: product.variants.map(serializeStaffVariant),
});

export const serializeAuditEntry = (entry: StoredAuditEntry) => ({
  id: entry.id,
  date: entry.date.toISOString(),
  actorUserId: entry.actorUserId,
  actorEmail: entry.actorEmail,
  entityType: entry.entityType,
  entityId: entry.entityId,
  entityLabel: entry.entityLabel,
  changes: entry.changes.map(({ field, from, to }) => ({ field, from, to })),
});
