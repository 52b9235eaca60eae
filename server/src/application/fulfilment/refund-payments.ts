// Money back through the gateways that took it, in the order's transaction (under its lock): up to
// an amount, payment by payment, each never beyond what is left of it (refund.rules). Every
// gateway answer is kept as a `refund` transaction, successful or not.
import { refundableMinor } from '../../domain/fulfilment/refund.rules.ts';
import type {
  OrderFlowWrites,
  PlacedOrder,
  RefundablePayment,
} from '../../ports/fulfilment/order-flow-repository.ts';
import type { PaymentGateway } from '../../ports/payments/payment-gateway.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';

export interface RefundDeps {
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  readonly random: RandomSource;
}

/** What is left to refund on the order, over all its payments. */
export const refundableOn = (payments: readonly RefundablePayment[]): number =>
  payments.reduce(
    (sum, payment) => sum + refundableMinor(payment.amountMinor, payment.refundedMinor),
    0,
  );

async function refundOne(
  deps: RefundDeps,
  order: PlacedOrder,
  writes: OrderFlowWrites,
  payment: RefundablePayment,
  amountMinor: number,
  now: Date,
): Promise<boolean> {
  const gateway =
    payment.gatewayType === null
      ? null
      : deps.paymentGatewayFor(payment.gatewayType, payment.paymentType ?? 'purchase');
  if (gateway === null) return false;
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
  return outcome.status === 'success';
}

/**
 * Refunds up to `amountMinor` (everything left: Infinity); false at the first refusal (the refunds
 * before it stand, and are kept).
 */
export async function refundUpTo(
  deps: RefundDeps,
  order: PlacedOrder,
  writes: OrderFlowWrites,
  amountMinor: number,
  now: Date,
): Promise<boolean> {
  let left = amountMinor;
  for (const payment of await writes.payments()) {
    const amount = Math.min(left, refundableMinor(payment.amountMinor, payment.refundedMinor));
    if (amount <= 0) continue;
    if (!(await refundOne(deps, order, writes, payment, amount, now))) return false;
    left -= amount;
  }
  return true;
}
