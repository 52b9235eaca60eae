import {
  normalizedReference,
  type OrderLookupQuery,
  provenOrder,
} from '../../domain/orders/order-lookup.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { OrderHistory, OrderRecord } from '../../ports/orders/order-history.ts';

export interface LookUpOrderDeps {
  readonly orderHistory: OrderHistory;
}

/** A guest's completed order by the reference and e-mail of its confirmation mail. */
export async function lookUpOrder(
  deps: LookUpOrderDeps,
  query: OrderLookupQuery,
): Promise<Result<OrderRecord, { readonly kind: 'not-found' }>> {
  const candidates = await deps.orderHistory.recordsByReference(
    normalizedReference(query.reference),
  );
  const order = provenOrder(candidates, query);
  return order ? ok(order) : err({ kind: 'not-found' });
}
