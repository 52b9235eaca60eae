// Writes the adjustments an order is completed with (inside the completing transaction), so its history
// and invoice keep them when discounts, shipping rules or tax rates change later.
import { eq } from 'drizzle-orm';
import type { Adjustment } from '../../../domain/pricing/adjustment.ts';
import type { Db } from '../database.ts';
import type { Tx } from '../database.ts';
import { lineItems, orderAdjustments } from '../schema.ts';

export async function insertOrderAdjustments(
  db: Db | Tx,
  orderId: number,
  adjustments: readonly Adjustment[],
): Promise<void> {
  if (adjustments.length === 0) return;
  const lines = await db
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(eq(lineItems.orderId, orderId));
  const lineIds = new Set(lines.map((line) => line.id));
  // A line recalculation removed cannot keep adjustments; the order's own ones always stay.
  const kept = adjustments.filter(
    (adjustment) => adjustment.lineItemId === null || lineIds.has(adjustment.lineItemId),
  );
  await db.delete(orderAdjustments).where(eq(orderAdjustments.orderId, orderId));
  if (kept.length === 0) return;
  await db.insert(orderAdjustments).values(
    kept.map((adjustment) => ({
      orderId,
      lineItemId: adjustment.lineItemId,
      type: adjustment.type,
      name: adjustment.name,
      description: adjustment.description,
      amountMinor: adjustment.amount.minor,
      included: adjustment.included,
    })),
  );
}
