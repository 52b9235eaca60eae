// The returns of a locked order, read and written in its transaction.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ReturnStatus } from '../../../domain/fulfilment/returns.rules.ts';
import type {
  OrderFlowWrites,
  StoredReturn,
} from '../../../ports/fulfilment/order-flow-repository.ts';
import type { Db } from '../database.ts';
import { addStock } from '../orders/return-stock.ts';
import { lineItems, returnLines, returnRequests } from '../schema.ts';

type ReturnWrites = Pick<
  OrderFlowWrites,
  'returnableLines' | 'createReturn' | 'returnOf' | 'updateReturn'
>;

/** Units of each line in the order's returns that were not rejected. */
async function returningQty(tx: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lineItemId: returnLines.lineItemId, qty: sql<number>`sum(${returnLines.qty})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .groupBy(returnLines.lineItemId);
  return new Map(rows.map((row) => [row.lineItemId, row.qty]));
}

async function restock(tx: Db, returnId: number): Promise<readonly number[]> {
  const lines = await tx
    .select({
      purchasableId: lineItems.purchasableId,
      qty: sql<number>`sum(${returnLines.qty})::int`,
    })
    .from(returnLines)
    .innerJoin(lineItems, eq(lineItems.id, returnLines.lineItemId))
    .where(eq(returnLines.returnId, returnId))
    .groupBy(lineItems.purchasableId)
    .orderBy(lineItems.purchasableId);
  const backInStock = await addStock(tx, lines);
  await tx.update(returnLines).set({ restocked: true }).where(eq(returnLines.returnId, returnId));
  return backInStock;
}

/** The order's return with this id and its lines; null when the order has none such. */
async function returnOfOrder(
  tx: Db,
  orderId: number,
  returnId: number,
): Promise<StoredReturn | null> {
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.orderId, orderId)));
  if (request === undefined) return null;
  const lines = await tx
    .select({
      lineItemId: returnLines.lineItemId,
      purchasableId: lineItems.purchasableId,
      qty: returnLines.qty,
      unitPaidMinor: lineItems.salePriceMinor,
    })
    .from(returnLines)
    .innerJoin(lineItems, eq(lineItems.id, returnLines.lineItemId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.id));
  return { ...request, status: request.status as ReturnStatus, lines };
}

export function returnWritesOn(tx: Db, orderId: number): ReturnWrites {
  return {
    async returnableLines() {
      const [lines, returning] = await Promise.all([
        tx
          .select()
          .from(lineItems)
          .where(eq(lineItems.orderId, orderId))
          .orderBy(asc(lineItems.id)),
        returningQty(tx, orderId),
      ]);
      return lines.map((line) => ({
        lineItemId: line.id,
        purchasableId: line.purchasableId,
        description: line.description,
        orderedQty: line.qty,
        alreadyReturningQty: returning.get(line.id) ?? 0,
        unitPaidMinor: line.salePriceMinor,
      }));
    },
    async createReturn(lines, reason, at) {
      const [created] = await tx
        .insert(returnRequests)
        .values({ orderId, reason, dateCreated: at, dateUpdated: at })
        .returning({ id: returnRequests.id });
      if (created === undefined) throw new Error('the return was not written');
      await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: created.id })));
      return created.id;
    },
    returnOf: (returnId) => returnOfOrder(tx, orderId, returnId),
    async updateReturn(returnId, change, at) {
      const backInStock = change.restock === true ? await restock(tx, returnId) : [];
      await tx
        .update(returnRequests)
        .set({
          status: change.status,
          dateUpdated: at,
          ...(change.refundedMinor === undefined ? {} : { refundedMinor: change.refundedMinor }),
        })
        .where(eq(returnRequests.id, returnId));
      return backInStock;
    },
  };
}
