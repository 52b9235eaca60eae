// The catalogue as the back office reads and changes it: every product (enabled or not) with its
// variants, edits under the record's row lock, and the audit log.
import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  StaffCatalog,
  StaffCatalogWrites,
  StaffProduct,
} from '../../../ports/catalog/staff-catalog.ts';
import type { StaffProductQuery } from '../../../domain/catalog/staff-catalog-query.rules.ts';
import type { Db } from '../database.ts';
import { escapeLike } from '../like-pattern.ts';
import { auditLog, products, variants } from '../schema.ts';
import { inTransactionScope } from '../transaction-scope.ts';
import { auditPage } from './audit-log.reads.ts';

const VARIANT_COLUMNS = {
  id: variants.id,
  productId: variants.productId,
  sku: variants.sku,
  title: variants.title,
  stock: variants.stock,
  priceMinor: variants.priceMinor,
};
const PRODUCT_COLUMNS = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  enabled: products.enabled,
};

function matching(query: StaffProductQuery): SQL | undefined {
  if (query.search === null) return undefined;
  const pattern = `%${escapeLike(query.search)}%`;
  const bySku = sql`select 1 from ${variants} where ${variants.productId} = ${products.id} and ${variants.sku} ilike ${pattern}`;
  return or(ilike(products.title, pattern), sql`exists (${bySku})`);
}

async function list(db: Db, query: StaffProductQuery, perPage: number) {
  const where = matching(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(asc(sql`lower(${products.title})`), asc(products.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const variantRows =
    ids.length === 0
      ? []
      : await db
          .select(VARIANT_COLUMNS)
          .from(variants)
          .where(inArray(variants.productId, ids))
          .orderBy(asc(variants.sortOrder), asc(variants.id));
  const found: StaffProduct[] = rows.map((row) => ({
    ...row,
    variants: variantRows.filter((variant) => variant.productId === row.id),
  }));
  return { products: found, total: counted?.total ?? 0 };
}

function writesOn(tx: Db): StaffCatalogWrites {
  return {
    async updateVariant(variantId, edit) {
      const [row] = await tx
        .update(variants)
        .set(edit)
        .where(eq(variants.id, variantId))
        .returning(VARIANT_COLUMNS);
      if (row === undefined) throw new Error(`variant ${variantId} vanished under its lock`);
      return row;
    },
    async updateProduct(productId, edit) {
      await tx.update(products).set({ enabled: edit.enabled }).where(eq(products.id, productId));
    },
    async audit(entry, at) {
      await tx.insert(auditLog).values({ ...entry, dateCreated: at });
    },
  };
}

/** Runs `work` in a transaction once `lock` has found and locked its record. */
function locked<R, T>(
  db: Db,
  lock: (tx: Db) => Promise<R | undefined>,
  work: (record: R, writes: StaffCatalogWrites) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const record = await lock(tx);
    if (record === undefined) return null;
    return inTransactionScope(tx, () => work(record, writesOn(tx)));
  });
}

export function drizzleStaffCatalog(db: Db): StaffCatalog {
  return {
    list: (query, perPage) => list(db, query, perPage),
    withVariant: (variantId, work) =>
      locked(
        db,
        async (tx) =>
          (
            await tx
              .select(VARIANT_COLUMNS)
              .from(variants)
              .where(eq(variants.id, variantId))
              .for('update')
          )[0],
        work,
      ),
    withProduct: (productId, work) =>
      locked(
        db,
        async (tx) =>
          (
            await tx
              .select(PRODUCT_COLUMNS)
              .from(products)
              .where(eq(products.id, productId))
              .for('update')
          )[0],
        work,
      ),
    auditLog: (page, perPage) => auditPage(db, page, perPage),
  };
}
