import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { lineItems, variants } from '../schema.ts';

/**
 * Puts the orders' units back in stock, in the caller's transaction: tracked stock grows by the
 * lines' quantities (one update per variant, in id order so that concurrent returns never deadlock);
 * untracked stock (null) stays untracked.
 */
export async function returnStockOf(tx: Db, orderIds: readonly number[]): Promise<void> {
  const lines = await tx
    .select({
      purchasableId: lineItems.purchasableId,
      qty: sql<number>`sum(${lineItems.qty})::int`,
    })
    .from(lineItems)
    .where(inArray(lineItems.orderId, [...orderIds]))
    .groupBy(lineItems.purchasableId)
    .orderBy(lineItems.purchasableId);
  await addStock(tx, lines);
}

/**
 * Adds units back to variants, in the caller's transaction, one update per variant; callers pass
 * them in id order so that concurrent returns never deadlock. Untracked stock (null) stays null.
 */
export async function addStock(
  tx: Db,
  lines: readonly { readonly purchasableId: number; readonly qty: number }[],
): Promise<void> {
  for (const { purchasableId, qty } of lines) {
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${qty}` })
      .where(eq(variants.id, purchasableId));
  }
}
