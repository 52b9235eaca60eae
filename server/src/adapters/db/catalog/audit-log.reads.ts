// The audit log as the back office reads it, newest first: each change with who made it and what it
// was made to, named as staff name it (a product, a version with its SKU, an order by its reference,
// a return of an order); null once that record is gone.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AuditedRecord, StoredAuditEntry } from '../../../ports/catalog/staff-catalog.ts';
import type { Db } from '../database.ts';
import { auditLog, orders, products, returnRequests, users, variants } from '../schema.ts';

const AUDITED: readonly AuditedRecord[] = ['variant', 'product', 'order', 'return'];

interface LabelParts {
  readonly entityType: AuditedRecord;
  readonly entityId: number;
  readonly productTitle: string | null;
  readonly variantTitle: string | null;
  readonly sku: string | null;
  readonly orderName: string | null;
}

function labelOf(parts: LabelParts): string | null {
  switch (parts.entityType) {
    case 'variant':
      return parts.productTitle === null
        ? null
        : `${parts.productTitle}: ${parts.variantTitle ?? ''} (${parts.sku ?? ''})`;
    case 'product':
      return parts.productTitle;
    case 'order':
      return parts.orderName === null ? null : `Order ${parts.orderName}`;
    case 'return':
      return parts.orderName === null
        ? null
        : `Return ${parts.entityId} of order ${parts.orderName}`;
  }
}

function auditRows(db: Db, page: number, perPage: number) {
  const is = (type: AuditedRecord) => eq(auditLog.entityType, type);
  return db
    .select({
      id: auditLog.id,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      changes: auditLog.changes,
      date: auditLog.dateCreated,
      productTitle: products.title,
      variantTitle: variants.title,
      sku: variants.sku,
      orderName: sql<string | null>`coalesce(${orders.reference}, ${orders.number})`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(variants, and(is('variant'), eq(variants.id, auditLog.entityId)))
    .leftJoin(
      products,
      eq(
        products.id,
        sql`coalesce(${variants.productId}, case when ${auditLog.entityType} = 'product' then ${auditLog.entityId} end)`,
      ),
    )
    .leftJoin(returnRequests, and(is('return'), eq(returnRequests.id, auditLog.entityId)))
    .leftJoin(
      orders,
      eq(
        orders.id,
        sql`coalesce(${returnRequests.orderId}, case when ${auditLog.entityType} = 'order' then ${auditLog.entityId} end)`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export async function auditPage(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ readonly entries: readonly StoredAuditEntry[]; readonly total: number }> {
  const [rows, [counted]] = await Promise.all([
    auditRows(db, page, perPage),
    db.select({ total: count() }).from(auditLog),
  ]);
  const entries = rows.map(({ productTitle, variantTitle, sku, orderName, ...row }) => {
    const entityType = AUDITED.find((type) => type === row.entityType);
    if (entityType === undefined)
      throw new Error(`audit_log row ${row.id} is about a ${row.entityType}, which it cannot be`);
    const parts = {
      entityType,
      entityId: row.entityId,
      productTitle,
      variantTitle,
      sku,
      orderName,
    };
    return { ...row, entityType, entityLabel: labelOf(parts) };
  });
  return { entries, total: counted?.total ?? 0 };
}
