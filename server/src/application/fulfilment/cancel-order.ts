// Cancels a placed order before it ships, for staff or for the shopper who placed it: everything
// still refundable goes back through the gateway that took it, the units go back in stock, and the
// history and the shopper's mail are written, all in one transaction holding the order's lock, so
// that two people cancelling at once refund once. A refund the gateway refuses leaves the order as it
// was (the refunds that did go through are kept, and a second try refunds only what is left).
import { nextOrderStatus, type OrderActor } from '../../domain/fulfilment/order-flow.rules.ts';
import { refundableMinor } from '../../domain/fulfilment/refund.rules.ts';
import type { PaidStatus } from '../../domain/pricing/pricing.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type {
  OrderFlowWrites,
  PlacedOrder,
  RefundablePayment,
} from '../../ports/fulfilment/order-flow-repository.ts';
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import type { AdvanceOrderDeps, AdvanceOrderRefusal } from './advance-order.ts';
import { recordStep } from './record-step.ts';

export interface CancelOrderDeps extends AdvanceOrderDeps {
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  readonly random: RandomSource;
}

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

/** Refunds what is left of each payment; the first refusal's message, or null when all went through. */
async function refundAll(
  deps: CancelOrderDeps,
  order: PlacedOrder,
  writes: OrderFlowWrites,
  now: Date,
): Promise<string | null> {
  for (const payment of await writes.payments()) {
    const amountMinor = refundableMinor(payment.amountMinor, payment.refundedMinor);
    if (amountMinor === 0) continue;
    const refusal = await refundOne(deps, order, writes, payment, amountMinor, now);
    if (refusal !== null) return refusal;
  }
  return null;
}

async function refundOne(
  deps: CancelOrderDeps,
  order: PlacedOrder,
  writes: OrderFlowWrites,
  payment: RefundablePayment,
  amountMinor: number,
  now: Date,
): Promise<string | null> {
  const gateway =
    payment.gatewayType === null
      ? null
      : deps.paymentGatewayFor(payment.gatewayType, payment.paymentType ?? 'purchase');
  if (gateway === null) return REFUND_FAILED;
  const hash = deps.random.hex(32);
  const outcome = await gateway.refund({
    paymentReference: payment.reference,
    amountMinor,
    currency: payment.currency,
    orderNumber: order.number,
    transactionHash: hash,
    now,
  });
  await writes.recordRefund({ payment, amountMinor, hash, ...outcome }, now);
  return outcome.status === 'success' ? null : REFUND_FAILED;
}

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
      const refusal = await refundAll(deps, order, writes, now);
      if (refusal !== null) return err({ kind: 'refund-failed', message: refusal });
      await writes.returnStock();
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
