// What every change of a placed order's status does, in the change's transaction: the history row
// from the order's status (with the parcel that left, if any) and the shopper's mail about it.
import type { FulfilmentNotifier } from '../../ports/fulfilment/fulfilment-notifier.ts';
import type {
  OrderFlowWrites,
  OrderStatusChange,
  PlacedOrder,
} from '../../ports/fulfilment/order-flow-repository.ts';

export async function recordStep(
  deps: { readonly fulfilmentNotifier: FulfilmentNotifier },
  order: PlacedOrder,
  writes: OrderFlowWrites,
  step: Omit<OrderStatusChange, 'from'>,
  at: Date,
): Promise<void> {
  const change = { ...step, from: order.status };
  const { historyId } = await writes.record(change, at);
  if (order.email === null) return;
  await deps.fulfilmentNotifier.orderStatusChanged({
    email: order.email,
    number: order.number,
    reference: order.reference,
    status: change.to,
    parcel: change.parcel,
    historyId,
  });
}
