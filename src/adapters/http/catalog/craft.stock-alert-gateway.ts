import type { StockAlertSupport } from '../../../domain/catalog/stock-alert';
import type { Email } from '../../../domain/forms/email';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { StockAlertGateway } from '../../../ports/stock-alert-gateway';
import type { CraftClient } from '../client/craft-client';
import { decodeAnswer, doneAnswer, requestFailed } from '../client/gateway-result';
import { STOCK_ALERT_ENDPOINTS, stockAlertsSetSchema } from './stock-alert.schema';

const UNSUPPORTED: StockAlertSupport = { kind: 'unsupported' };

/**
 * Our back-end's alerts API (server/README.md). A back-end without it (Craft) answers 404: the
 * capability is absent, and the page offers no alert.
 */
export class CraftStockAlertGateway implements StockAlertGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async support(
    purchasableIds: readonly number[],
  ): Promise<Result<StockAlertSupport, GatewayError>> {
    const endpoint = STOCK_ALERT_ENDPOINTS.alerts;
    const answer = await this.#client.get(endpoint, { purchasableIds: purchasableIds.join(',') });
    if (!answer.ok) {
      if (answer.error.status === 404) return ok(UNSUPPORTED);
      return err(requestFailed(answer.error));
    }
    return decodeAnswer(stockAlertsSetSchema, 'response', endpoint, answer.value, (body) => ({
      kind: 'supported' as const,
      set: body.purchasableIds,
    }));
  }

  setAlert(purchasableId: number, email: Email | null): Promise<Result<void, GatewayError>> {
    return doneAnswer(
      this.#client.post(STOCK_ALERT_ENDPOINTS.alerts, {
        purchasableId,
        ...(email === null ? {} : { email }),
      }),
    );
  }

  unsubscribe(token: string): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(STOCK_ALERT_ENDPOINTS.unsubscribe, { token }));
  }
}
