import { isAwaitingPayment, unpaidOrderRefusal } from '../../domain/orders/unpaid-order.rules.ts';
import type { OrderHistory } from '../../ports/orders/order-history.ts';
import type { CartCustomer } from '../cart/current-cart.ts';

export interface UnpaidOrderDeps {
  /** The customer's completed orders, to count those awaiting payment. */
  readonly orderHistory: Pick<OrderHistory, 'listForCustomer'>;
}

/** Why this customer may not place one more order without paying now; null when they may. */
export async function unpaidOrderRefusalFor(
  deps: UnpaidOrderDeps,
  customer: CartCustomer | null,
): Promise<string | null> {
  if (customer === null) return unpaidOrderRefusal(null, 0);
  const orders = await deps.orderHistory.listForCustomer(customer.id);
  const awaiting = orders.filter(isAwaitingPayment).length;
  return unpaidOrderRefusal(customer.id, awaiting);
}
