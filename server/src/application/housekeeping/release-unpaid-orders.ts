import { unpaidOrderReleaseCutoff } from '../../domain/orders/unpaid-order.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { UnpaidOrderRelease } from '../../ports/orders/unpaid-order-release.ts';

/** Hourly: pay-by-invoice orders still unpaid after the hold period give their stock back. */
export function releaseUnpaidOrders(deps: {
  readonly unpaidOrders: UnpaidOrderRelease;
  readonly clock: Clock;
}): Promise<number> {
  return deps.unpaidOrders.releaseOrderedBefore(unpaidOrderReleaseCutoff(deps.clock.now()));
}
