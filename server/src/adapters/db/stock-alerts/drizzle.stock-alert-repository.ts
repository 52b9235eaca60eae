// Back-in-stock alerts on the database. Every call runs on the transaction in progress when there is
// one (a restock's, or the share-locked read of `withVariant`), so an alert's claim and its mail
// commit with the stock change that caused them.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { StockAlertRepository } from '../../../ports/stock-alerts/stock-alert-repository.ts';
import type { Db } from '../database.ts';
import { decodeRows } from '../raw-rows.ts';
import { products, stockAlerts, variants } from '../schema.ts';
import { inTransactionScope, scopedDb } from '../transaction-scope.ts';

const claimedRow = z.object({
  id: z.coerce.number().int(),
  round: z.coerce.number().int(),
  email: z.string(),
  purchasable_id: z.coerce.number().int(),
  product_title: z.string(),
  variant_title: z.string(),
  product_slug: z.string(),
  has_variants: z.boolean(),
});

async function claimPending(db: Db, purchasableIds: readonly number[], at: Date) {
  const ids = sql.join(
    purchasableIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await scopedDb(db).execute(sql`
    update stock_alerts a set notified_at = ${at.toISOString()}::timestamptz
      from variants v join products p on p.id = v.product_id
     where v.id = a.purchasable_id and a.purchasable_id in (${ids}) and a.notified_at is null
    returning a.id, a.round, a.email, a.purchasable_id, p.title as product_title,
              v.title as variant_title, p.slug as product_slug,
              (select count(*) > 1 from variants o where o.product_id = p.id) as has_variants`);
  return decodeRows(result, claimedRow).map((row) => ({
    id: row.id,
    round: row.round,
    email: row.email,
    purchasableId: row.purchasable_id,
    productTitle: row.product_title,
    variantTitle: row.variant_title,
    productSlug: row.product_slug,
    hasVariants: row.has_variants,
  }));
}

export function drizzleStockAlertRepository(db: Db): StockAlertRepository {
  return {
    withVariant: (purchasableId, work) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [variant] = await tx
          .select({
            purchasableId: variants.id,
            stock: variants.stock,
            enabled: products.enabled,
            callForQuote: products.callForQuote,
          })
          .from(variants)
          .innerJoin(products, eq(products.id, variants.productId))
          .where(eq(variants.id, purchasableId))
          .for('share', { of: variants });
        return inTransactionScope(tx, () => work(variant ?? null));
      }),
    async arm(purchasableId, email, at) {
      await scopedDb(db)
        .insert(stockAlerts)
        .values({ purchasableId, email, dateCreated: at })
        .onConflictDoUpdate({
          target: [stockAlerts.purchasableId, stockAlerts.email],
          set: { notifiedAt: null, round: sql`${stockAlerts.round} + 1`, dateCreated: at },
          setWhere: sql`${stockAlerts.notifiedAt} is not null`,
        });
    },
    async pendingFor(email, purchasableIds) {
      const rows = await scopedDb(db)
        .select({ purchasableId: stockAlerts.purchasableId })
        .from(stockAlerts)
        .where(
          and(
            eq(stockAlerts.email, email),
            inArray(stockAlerts.purchasableId, [...purchasableIds]),
            isNull(stockAlerts.notifiedAt),
          ),
        )
        .orderBy(stockAlerts.purchasableId);
      return rows.map((row) => row.purchasableId);
    },
    claimPending: (purchasableIds, at) => claimPending(db, purchasableIds, at),
    async remove(alertId) {
      await scopedDb(db).delete(stockAlerts).where(eq(stockAlerts.id, alertId));
    },
  };
}
