import { unpaidOrderReleaseCutoff } from '../../domain/orders/unpaid-order.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { UnpaidOrderRelease } from '../../ports/orders/unpaid-order-release.ts';
import { type BackInStockDeps, notifyBackInStock } from '../stock-alerts/notify-back-in-stock.ts';

/**
 * Hourly: pay-by-invoice orders still unpaid after the hold period give their stock back; those
 * waiting for a variant that is back are mailed, as for any other restock.
 */
export function releaseUnpaidOrders(
  deps: BackInStockDeps & { readonly unpaidOrders: UnpaidOrderRelease; readonly clock: Clock },
): Promise<number> {
  return deps.unpaidOrders.releaseOrderedBefore(
    unpaidOrderReleaseCutoff(deps.clock.now()),
    (purchasableIds) => notifyBackInStock(deps, purchasableIds),
  );
}
