// The captures of an order's authorizations, in its transaction (under its lock): a pay-by-invoice
// order's money has arrived. Each capture is a `capture` transaction whose parent is the
// authorization, as Commerce keeps it.
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderFlowWrites } from '../../../ports/fulfilment/order-flow-repository.ts';
import type { Db } from '../database.ts';
import { gateways, transactions } from '../schema.ts';

type CaptureWrites = Pick<OrderFlowWrites, 'uncapturedAuthorizations' | 'recordCapture'>;

/** Successful authorizations of the order that no successful capture has followed. */
function uncapturedOf(tx: Db, orderId: number) {
  const captures = alias(transactions, 'captures');
  return tx
    .select({
      transactionId: transactions.id,
      gatewayId: transactions.gatewayId,
      gatewayType: gateways.type,
      amountMinor: transactions.amountMinor,
      currency: transactions.currency,
    })
    .from(transactions)
    .leftJoin(gateways, eq(gateways.id, transactions.gatewayId))
    .leftJoin(
      captures,
      and(
        eq(captures.parentId, transactions.id),
        eq(captures.type, 'capture'),
        eq(captures.status, 'success'),
      ),
    )
    .where(
      and(
        eq(transactions.orderId, orderId),
        eq(transactions.type, 'authorize'),
        eq(transactions.status, 'success'),
        isNull(captures.id),
      ),
    )
    .orderBy(transactions.id);
}

export function captureWritesOn(tx: Db, orderId: number): CaptureWrites {
  return {
    uncapturedAuthorizations: () => uncapturedOf(tx, orderId),
    async recordCapture(authorization, capture, at) {
      await tx.insert(transactions).values({
        orderId,
        gatewayId: authorization.gatewayId,
        parentId: authorization.transactionId,
        type: 'capture',
        status: 'success',
        amountMinor: authorization.amountMinor,
        currency: authorization.currency,
        reference: '',
        message: capture.message,
        hash: capture.hash,
        dateCreated: at,
      });
    },
  };
}
