import { eq, inArray, sql } from 'drizzle-orm';
import { isBackInStock } from '../../../domain/catalog/stock.rules.ts';
import type { Db } from '../database.ts';
import { lineItems, variants } from '../schema.ts';

/**
 * Puts the orders' units back in stock, in the caller's transaction: tracked stock grows by the
 * lines' quantities (one update per variant, in id order so that concurrent returns never deadlock);
 * untracked stock (null) stays untracked. Answers the variants that came back in stock.
 */
export async function returnStockOf(
  tx: Db,
  orderIds: readonly number[],
): Promise<readonly number[]> {
  const lines = await tx
    .select({
      purchasableId: lineItems.purchasableId,
      qty: sql<number>`sum(${lineItems.qty})::int`,
    })
    .from(lineItems)
    .where(inArray(lineItems.orderId, [...orderIds]))
    .groupBy(lineItems.purchasableId)
    .orderBy(lineItems.purchasableId);
  return addStock(tx, lines);
}

/**
 * Adds units back to variants, in the caller's transaction, one update per variant; callers pass
 * them in id order so that concurrent returns never deadlock. Untracked stock (null) stays null.
 * Answers the variants whose stock went from 0 (or less) to more than 0.
 */
export async function addStock(
  tx: Db,
  lines: readonly { readonly purchasableId: number; readonly qty: number }[],
): Promise<readonly number[]> {
  const backInStock: number[] = [];
  for (const { purchasableId, qty } of lines) {
    const [row] = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${qty}` })
      .where(eq(variants.id, purchasableId))
      .returning({ stock: variants.stock });
    const after = row?.stock ?? null;
    if (after !== null && isBackInStock(after - qty, after)) backInStock.push(purchasableId);
  }
  return backInStock;
}
