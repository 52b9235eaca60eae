import type { StockAlertSupport } from '../../domain/catalog/stock-alert';
import { offersStockAlert } from '../../domain/catalog/stock-alert.rules';
import type { Email } from '../../domain/forms/email';
import { isValidEmail } from '../../domain/forms/email.rules';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StockAlertGateway } from '../../ports/stock-alert-gateway';
import { STOCK_ALERT_ENDPOINTS } from '../http/catalog/stock-alert.schema';
import { craftErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

/** The texts server/ answers with (server/src/domain/stock-alerts/stock-alert.rules.ts). */
const MESSAGES = {
  notFound: 'Product not found.',
  inStock: 'This item is in stock: you can order it now.',
  email: 'Enter a valid email address.',
  token: 'This unsubscribe link is not valid.',
} as const;

/**
 * Alerts kept in memory: one per lower-cased address and sold-out variant, a customer's own address
 * used when signed in. `supported: false` stands in for a back-end without alerts (Craft).
 */
export class InMemoryStockAlertGateway implements StockAlertGateway {
  readonly #shop: InMemoryShop;
  readonly #supported: boolean;
  readonly #alerts = new Map<number, { readonly email: string; readonly purchasableId: number }>();

  constructor(shop: InMemoryShop, options: { readonly supported?: boolean } = {}) {
    this.#shop = shop;
    this.#supported = options.supported ?? true;
  }

  async support(
    purchasableIds: readonly number[],
  ): Promise<Result<StockAlertSupport, GatewayError>> {
    const down = this.#shop.guard(STOCK_ALERT_ENDPOINTS.alerts);
    if (down) return err(down);
    if (!this.#supported) return ok({ kind: 'unsupported' });
    const email = this.#shop.signedIn()?.user.email.toLowerCase();
    if (email === undefined) return ok({ kind: 'supported', set: [] });
    const set = [...this.#alerts.values()]
      .filter((alert) => alert.email === email && purchasableIds.includes(alert.purchasableId))
      .map((alert) => alert.purchasableId);
    return ok({ kind: 'supported', set: [...new Set(set)].sort((a, b) => a - b) });
  }

  async setAlert(purchasableId: number, email: Email | null): Promise<Result<void, GatewayError>> {
    const endpoint = STOCK_ALERT_ENDPOINTS.alerts;
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    if (!this.#supported) return err(this.#refused(endpoint, 404, 'Page not found.'));
    const address = this.#shop.signedIn()?.user.email ?? email;
    if (address === null || !isValidEmail(address))
      return err(this.#refused(endpoint, 400, MESSAGES.email));
    const variant = this.#shop.catalog
      .flatMap((product) => product.variants.map((v) => ({ v, quote: product.callForQuote })))
      .find(({ v }) => v.id === purchasableId);
    if (variant === undefined) return err(this.#refused(endpoint, 404, MESSAGES.notFound));
    if (!offersStockAlert(variant.v, variant.quote))
      return err(this.#refused(endpoint, 409, MESSAGES.inStock));
    const lower = address.trim().toLowerCase();
    const known = [...this.#alerts.values()].some(
      (alert) => alert.purchasableId === purchasableId && alert.email === lower,
    );
    if (!known) this.#alerts.set(this.#shop.nextId(), { email: lower, purchasableId });
    return ok(undefined);
  }

  async unsubscribe(token: string): Promise<Result<void, GatewayError>> {
    const endpoint = STOCK_ALERT_ENDPOINTS.unsubscribe;
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    const id = /^fake-(\d+)$/.exec(token)?.[1];
    if (!this.#supported || id === undefined)
      return err(this.#refused(endpoint, 400, MESSAGES.token));
    this.#alerts.delete(Number(id));
    return ok(undefined);
  }

  #refused(endpoint: string, status: number, message: string): GatewayError {
    return refused(endpoint, 'POST', status, craftErrorBody(status, message));
  }
}
