// Staff record that a pay-by-invoice order's money has arrived: every authorization the Manual
// gateway made is captured (as Commerce's control panel does), and the paid status follows, under
// the order's lock so that two staff pressing at once capture once. Only Manual: a card gateway's
// authorization is captured through the gateway, which this does not do.
import { paidStatus } from '../../domain/pricing/totals.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type {
  OrderFlowRepository,
  PlacedOrder,
} from '../../ports/fulfilment/order-flow-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import type { AdvanceOrderRefusal } from './advance-order.ts';
import { refundableOn } from './refund-payments.ts';

export interface MarkPaidDeps {
  readonly orderFlow: OrderFlowRepository;
  readonly clock: Clock;
  readonly random: RandomSource;
}

export const MARK_PAID_MESSAGES = {
  nothing: 'This order has no payment by invoice waiting to be marked paid.',
  cancelled: 'A cancelled order cannot be marked paid.',
  recorded: 'Marked paid by staff: the invoice was paid.',
} as const;

export async function markOrderPaid(
  deps: MarkPaidDeps,
  orderId: number,
  staffId: number,
): Promise<Result<PlacedOrder, AdvanceOrderRefusal>> {
  const outcome = await deps.orderFlow.withPlacedOrder(
    orderId,
    async (order, writes): Promise<Result<PlacedOrder, AdvanceOrderRefusal>> => {
      if (order.status === 'cancelled')
        return err({ kind: 'refused', message: MARK_PAID_MESSAGES.cancelled });
      const invoices = (await writes.uncapturedAuthorizations()).filter(
        (authorization) => authorization.gatewayType === 'manual',
      );
      if (invoices.length === 0)
        return err({ kind: 'refused', message: MARK_PAID_MESSAGES.nothing });
      const now = deps.clock.now();
      for (const authorization of invoices) {
        const capture = { hash: deps.random.hex(32), message: MARK_PAID_MESSAGES.recorded };
        await writes.recordCapture(authorization, capture, now);
      }
      // What is left of each payment, the capture just kept included: what the order has been paid.
      const paid = refundableOn(await writes.payments());
      const status = paidStatus(order.totalPriceMinor, paid, true);
      await writes.setPaidStatus(status);
      const changes = [{ field: 'paidStatus', from: order.paidStatus, to: status }];
      await writes.audit(
        { actorUserId: staffId, entityType: 'order', entityId: order.id, changes },
        now,
      );
      return ok({ ...order, paidStatus: status });
    },
  );
  return outcome ?? err({ kind: 'not-found' });
}
