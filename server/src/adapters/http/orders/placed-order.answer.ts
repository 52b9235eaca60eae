import type { CancelOrderRefusal } from '../../../application/fulfilment/cancel-order.ts';
import type { Result } from '../../../domain/shared/result.ts';
import type { PlacedOrder } from '../../../ports/fulfilment/order-flow-repository.ts';
import { HttpError } from '../craft/craft-response.ts';

const serializeOrder = (order: PlacedOrder) => ({
  id: order.id,
  number: order.number,
  reference: order.reference,
  status: order.status,
  paidStatus: order.paidStatus,
  dateDelivered: order.dateDelivered?.toISOString() ?? null,
});

/** The order as it now is, or the refusal as its status: 404 unknown, 409 with the reason. */
export function answerOf(result: Result<PlacedOrder, CancelOrderRefusal>) {
  if (result.ok) return { order: serializeOrder(result.value) };
  if (result.error.kind === 'not-found') throw new HttpError(404, 'Order not found.');
  throw new HttpError(409, result.error.message);
}
