import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOrderStatus } from '../../../domain/fulfilment/order-flow.rules.ts';
import type { PaidStatus } from '../../../domain/pricing/pricing.ts';
import type {
  OrderFlowRepository,
  OrderFlowWrites,
  PlacedOrder,
  RefundablePayment,
} from '../../../ports/fulfilment/order-flow-repository.ts';
import type { Db } from '../database.ts';
import {
  auditLog,
  gateways,
  orderHistory,
  orderParcels,
  orders,
  transactions,
  users,
} from '../schema.ts';
import { returnStockOf } from '../orders/return-stock.ts';
import { returnWritesOn } from './order-returns.writes.ts';
import { captureWritesOn } from './order-capture.writes.ts';
import { inTransactionScope } from '../transaction-scope.ts';

const PAID_STATUSES: readonly string[] = ['unpaid', 'partial', 'paid', 'overPaid'];

/** The placed order with this id, locked for the transaction; null when there is none. */
async function lockPlacedOrder(tx: Db, orderId: number): Promise<PlacedOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      reference: orders.reference,
      // A customer's order keeps no address of its own: theirs is on their record.
      email: sql<string | null>`coalesce(${orders.email}, ${users.email})`,
      customerId: orders.customerId,
      status: orders.orderStatus,
      paidStatus: orders.paidStatus,
      dateDelivered: orders.dateDelivered,
      totalPriceMinor: orders.totalPriceMinor,
      currency: orders.currency,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.isCompleted, true), isNotNull(orders.reference)))
    .for('update', { of: orders });
  if (row === undefined) return null;
  if (!isOrderStatus(row.status) || !PAID_STATUSES.includes(row.paidStatus))
    throw new Error(`order ${row.number} has a status this shop does not know: ${row.status}`);
  return { ...row, status: row.status, paidStatus: row.paidStatus as PaidStatus };
}

function writesOn(tx: Db, order: PlacedOrder): OrderFlowWrites {
  return {
    ...returnWritesOn(tx, order.id),
    ...captureWritesOn(tx, order.id),
    async audit(entry, at) {
      await tx.insert(auditLog).values({ ...entry, dateCreated: at });
    },
    payments: () => paymentsOf(tx, order.id),
    async recordRefund(refund, at) {
      await tx.insert(transactions).values({
        orderId: order.id,
        gatewayId: refund.payment.gatewayId,
        parentId: refund.payment.transactionId,
        type: 'refund',
        status: refund.status,
        amountMinor: refund.amountMinor,
        currency: refund.payment.currency,
        reference: refund.reference,
        message: refund.message,
        hash: refund.hash,
        dateCreated: at,
      });
    },
    returnStock: () => returnStockOf(tx, [order.id]),
    async setPaidStatus(status) {
      await tx.update(orders).set({ paidStatus: status }).where(eq(orders.id, order.id));
    },
    async record(change, at) {
      await tx
        .update(orders)
        .set({
          orderStatus: change.to,
          dateUpdated: at,
          ...(change.to === 'delivered' ? { dateDelivered: at } : {}),
        })
        .where(eq(orders.id, order.id));
      if (change.parcel !== null) {
        await tx
          .insert(orderParcels)
          .values({ orderId: order.id, ...change.parcel, dateShipped: at });
      }
      const [history] = await tx
        .insert(orderHistory)
        .values({
          orderId: order.id,
          fromStatus: change.from,
          toStatus: change.to,
          actor: change.actor,
          actorUserId: change.actorUserId,
          note: change.note,
          dateCreated: at,
        })
        .returning({ id: orderHistory.id });
      if (history === undefined) throw new Error('the history row was not written');
      return { historyId: history.id };
    },
  };
}

/** The order's successful payments, each with the sum of its successful refunds. */
async function paymentsOf(tx: Db, orderId: number): Promise<readonly RefundablePayment[]> {
  const refunds = alias(transactions, 'refunds');
  const rows = await tx
    .select({
      transactionId: transactions.id,
      gatewayId: transactions.gatewayId,
      gatewayType: gateways.type,
      paymentType: gateways.paymentType,
      reference: transactions.reference,
      amountMinor: transactions.amountMinor,
      refundedMinor: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int`,
      currency: transactions.currency,
    })
    .from(transactions)
    .leftJoin(gateways, eq(gateways.id, transactions.gatewayId))
    .leftJoin(
      refunds,
      and(
        eq(refunds.parentId, transactions.id),
        eq(refunds.type, 'refund'),
        eq(refunds.status, 'success'),
      ),
    )
    .where(
      and(
        eq(transactions.orderId, orderId),
        eq(transactions.status, 'success'),
        inArray(transactions.type, ['purchase', 'capture']),
      ),
    )
    .groupBy(transactions.id, gateways.type, gateways.paymentType)
    .orderBy(transactions.id);
  return rows.map((row) => ({ ...row, reference: row.reference ?? '' }));
}

export function drizzleOrderFlowRepository(db: Db): OrderFlowRepository {
  return {
    withPlacedOrder: async (orderId, work) =>
      db.transaction(async (tx) => {
        const scoped = tx as unknown as Db;
        const order = await lockPlacedOrder(scoped, orderId);
        if (order === null) return null;
        return inTransactionScope(scoped, () => work(order, writesOn(scoped, order)));
      }),
  };
}
