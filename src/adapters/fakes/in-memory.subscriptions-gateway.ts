import type { SubscriptionResult } from '../../domain/payment/payment-source';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, type Result } from '../../domain/shared/result';
import type { SubscriptionsGateway } from '../../ports/subscriptions-gateway';
import { SUBSCRIPTION_ENDPOINTS } from '../http/payments/craft.subscriptions-gateway';
import { craftErrorBody, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

const E = SUBSCRIPTION_ENDPOINTS;
/** Craft's answer to a hashed param it did not sign. */
const INVALID_PARAM = 'Request contained an invalid body param';

/**
 * Craft Commerce's subscriptions controller over a shop that sells no plans, as the demo back-end
 * does: closed to guests (403, empty message); a customer's plan or subscription uid names nothing
 * the back-end signed, so it is refused (400).
 */
export class InMemorySubscriptionsGateway implements SubscriptionsGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async subscribe(_planUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#refuse(E.subscribe);
  }

  async cancel(_subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#refuse(E.cancel);
  }

  async switchPlan(
    _subscriptionUid: string,
    _planUid: string,
  ): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#refuse(E.switch);
  }

  async reactivate(_subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#refuse(E.reactivate);
  }

  #refuse(endpoint: string): Result<SubscriptionResult, GatewayError> {
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    return this.#shop.signedIn() === undefined
      ? err(refused(endpoint, 'POST', 403, craftErrorBody(403, '')))
      : err(refused(endpoint, 'POST', 400, craftErrorBody(400, INVALID_PARAM)));
  }
}
