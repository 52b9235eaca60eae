// When variants come back in stock (a staff edit, a cancelled order's units, a restocked return),
// every pending alert of theirs is marked notified and its mail queued, in the transaction of the
// change: the claim is one UPDATE … WHERE notified_at IS NULL, so two changes racing (in two server
// processes) claim each alert once, and a change that rolls back mails nobody.
import type { StockAlertNotifier } from '../../ports/stock-alerts/stock-alert-notifier.ts';
import type { StockAlertRepository } from '../../ports/stock-alerts/stock-alert-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import { type TokenDeps, unsubscribeTokenFor } from './stock-alert-token.ts';

export interface BackInStockDeps extends TokenDeps {
  readonly stockAlerts: StockAlertRepository;
  readonly stockAlertNotifier: StockAlertNotifier;
  readonly clock: Clock;
}

/** Call on the change's transaction with the variants whose stock went from 0 to more. */
export async function notifyBackInStock(
  deps: BackInStockDeps,
  purchasableIds: readonly number[],
): Promise<void> {
  if (purchasableIds.length === 0) return;
  const claimed = await deps.stockAlerts.claimPending(purchasableIds, deps.clock.now());
  for (const alert of claimed)
    await deps.stockAlertNotifier.backInStock(alert, unsubscribeTokenFor(deps, alert.id));
}
