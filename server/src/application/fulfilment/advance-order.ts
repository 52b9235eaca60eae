// Moves a placed order one step along its flow (order-flow.rules): with the order locked, so that
// two people acting on it at once are served one after the other and the second sees what the first
// did; writing the history (and the parcel) and queueing the shopper's mail in the same transaction.
import {
  nextOrderStatus,
  type OrderActor,
  type OrderStep,
} from '../../domain/fulfilment/order-flow.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { FulfilmentNotifier } from '../../ports/fulfilment/fulfilment-notifier.ts';
import type {
  OrderFlowRepository,
  PlacedOrder,
} from '../../ports/fulfilment/order-flow-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import { recordStep } from './record-step.ts';

export interface AdvanceOrderDeps {
  readonly orderFlow: OrderFlowRepository;
  readonly fulfilmentNotifier: FulfilmentNotifier;
  readonly clock: Clock;
}

export interface AdvanceOrderInput {
  readonly orderId: number;
  /** cancelling takes the stock back and refunds: it is a use case of its own */
  readonly step: Exclude<OrderStep, { readonly kind: 'cancel' }>;
  readonly actor: OrderActor;
  readonly actorUserId: number | null;
  readonly note?: string;
}

export type AdvanceOrderRefusal =
  { readonly kind: 'not-found' } | { readonly kind: 'refused'; readonly message: string };

/** The order after the step, or why it was not taken (nothing changed then). */
export async function advanceOrder(
  deps: AdvanceOrderDeps,
  input: AdvanceOrderInput,
): Promise<Result<PlacedOrder, AdvanceOrderRefusal>> {
  const outcome = await deps.orderFlow.withPlacedOrder(
    input.orderId,
    async (order, writes): Promise<Result<PlacedOrder, AdvanceOrderRefusal>> => {
      const next = nextOrderStatus(order, input.step, input.actor);
      if (!next.ok) return err({ kind: 'refused', message: next.error });
      const now = deps.clock.now();
      const parcel = input.step.kind === 'ship' ? input.step.parcel : null;
      await recordStep(
        deps,
        order,
        writes,
        {
          to: next.value,
          actor: input.actor,
          actorUserId: input.actorUserId,
          note: input.note ?? null,
          parcel,
        },
        now,
      );
      const delivered = next.value === 'delivered' ? now : order.dateDelivered;
      return ok({ ...order, status: next.value, dateDelivered: delivered });
    },
  );
  return outcome ?? err({ kind: 'not-found' });
}
