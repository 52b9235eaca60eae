// Cancels a placed order before it ships, for staff or for the shopper who placed it: everything
// still refundable goes back through the gateway that took it, the units go back in stock, and the
// history and the shopper's mail are written, all in one transaction holding the order's lock, so
// that two people cancelling at once refund once. A refund the gateway refuses leaves the order as it
// was (the refunds that did go through are kept, and a second try refunds only what is left).
import { nextOrderStatus, type OrderActor } from '../../domain/fulfilment/order-flow.rules.ts';
import type { PaidStatus } from '../../domain/pricing/pricing.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { PlacedOrder } from '../../ports/fulfilment/order-flow-repository.ts';
import type { AdvanceOrderDeps, AdvanceOrderRefusal } from './advance-order.ts';
import { recordStep } from './record-step.ts';
import { type BackInStockDeps, notifyBackInStock } from '../stock-alerts/notify-back-in-stock.ts';
import { type RefundDeps, refundUpTo } from './refund-payments.ts';

export type CancelOrderDeps = AdvanceOrderDeps & RefundDeps & BackInStockDeps;

export interface CancelOrderInput {
  readonly orderId: number;
  readonly actor: Exclude<OrderActor, 'system'>;
  /** the staff member, or the shopper (who may only cancel their own order) */
  readonly actorUserId: number;
}

export type CancelOrderRefusal =
  AdvanceOrderRefusal | { readonly kind: 'refund-failed'; readonly message: string };

export const REFUND_FAILED =
  'The refund could not be made, so the order is not cancelled. Please try again later.';

export async function cancelOrder(
  deps: CancelOrderDeps,
  input: CancelOrderInput,
): Promise<Result<PlacedOrder, CancelOrderRefusal>> {
  const outcome = await deps.orderFlow.withPlacedOrder(
    input.orderId,
    async (order, writes): Promise<Result<PlacedOrder, CancelOrderRefusal>> => {
      // Another shopper's order answers exactly like a missing one.
      if (input.actor === 'customer' && order.customerId !== input.actorUserId)
        return err({ kind: 'not-found' });
      const next = nextOrderStatus(order, { kind: 'cancel' }, input.actor);
      if (!next.ok) return err({ kind: 'refused', message: next.error });
      const now = deps.clock.now();
      if (!(await refundUpTo(deps, order, writes, Number.POSITIVE_INFINITY, now)))
        return err({ kind: 'refund-failed', message: REFUND_FAILED });
      await notifyBackInStock(deps, await writes.returnStock());
      const paidStatus: PaidStatus = 'unpaid';
      await writes.setPaidStatus(paidStatus);
      const { actor, actorUserId } = input;
      const step = { to: next.value, actor, actorUserId, note: null, parcel: null };
      await recordStep(deps, order, writes, step, now);
      return ok({ ...order, status: next.value, paidStatus });
    },
  );
  return outcome ?? err({ kind: 'not-found' });
}
