// A shopper sets a back-in-stock alert on a sold-out variant (one per address and variant: asking
// again answers the same and changes nothing, so nobody learns whether an address already had one),
// sees which they have set, and cancels one from its mail's link.
import {
  alertRefusal,
  STOCK_ALERT_MESSAGES,
  type StockAlertRefusal,
  type StockAlertRequest,
} from '../../domain/stock-alerts/stock-alert.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { StockAlertRepository } from '../../ports/stock-alerts/stock-alert-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import { alertIdOfToken, type TokenDeps } from './stock-alert-token.ts';

export interface StockAlertDeps extends TokenDeps {
  readonly stockAlerts: StockAlertRepository;
  readonly clock: Clock;
}

export function setStockAlert(
  deps: StockAlertDeps,
  request: StockAlertRequest,
): Promise<Result<void, StockAlertRefusal>> {
  return deps.stockAlerts.withVariant(request.purchasableId, async (variant) => {
    const refusal = alertRefusal(variant);
    if (refusal !== null) return err(refusal);
    await deps.stockAlerts.arm(request.purchasableId, request.email, deps.clock.now());
    return ok(undefined);
  });
}

/** Cancels the alert the mail's token names; a token already used answers the same. */
export async function unsubscribeStockAlert(
  deps: StockAlertDeps,
  token: string,
): Promise<Result<void, string>> {
  const alertId = alertIdOfToken(deps, token);
  if (alertId === null) return err(STOCK_ALERT_MESSAGES.token);
  await deps.stockAlerts.remove(alertId);
  return ok(undefined);
}
