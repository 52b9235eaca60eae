// What every change of a placed order's status does, in the change's transaction: the history row
// from the order's status (with the parcel that left, if any), the audit log's row when staff made
// it, and the shopper's mail about it.
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
  if (change.actor === 'staff' && change.actorUserId !== null) {
    const { parcel } = change;
    const changes = [
      { field: 'status', from: change.from, to: change.to },
      ...(parcel
        ? [{ field: 'parcel', from: null, to: `${parcel.carrier} ${parcel.trackingNumber}` }]
        : []),
    ];
    const entry = {
      actorUserId: change.actorUserId,
      entityType: 'order' as const,
      entityId: order.id,
    };
    await writes.audit({ ...entry, changes }, at);
  }
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
