import type { StockAlertSupport } from '../domain/catalog/stock-alert';
import type { Email } from '../domain/forms/email';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/** Back-in-stock alerts: a capability some back-ends have (ours) and others lack (Craft). */
export interface StockAlertGateway {
  /** Whether alerts are offered, and which of these variants the signed-in shopper has set. */
  support(purchasableIds: readonly number[]): Promise<Result<StockAlertSupport, GatewayError>>;
  /** Sets an alert: a guest gives `email`; a signed-in customer's account address is used (null). */
  setAlert(purchasableId: number, email: Email | null): Promise<Result<void, GatewayError>>;
  /** Cancels the alert the token from its mail names. */
  unsubscribe(token: string): Promise<Result<void, GatewayError>>;
}
