import type { SubscriptionResult } from '../../domain/cart/payment-source';
import type { GatewayError } from '../../domain/errors/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SubscriptionsGateway } from '../../ports/subscriptions-gateway';
import { SUBSCRIPTION_ENDPOINTS } from '../http/craft.subscriptions-gateway';
import { craftErrorBody, refused, SERVER_ERROR } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

const E = SUBSCRIPTION_ENDPOINTS;
/** The plans the in-memory store offers, by (hashed) uid. */
export const FAKE_PLANS: readonly string[] = ['plan-monthly', 'plan-yearly'];

/**
 * Craft Commerce's subscriptions controller: closed to guests (403, empty message); an unknown
 * plan or subscription is a server error, as it is in Craft.
 */
export class InMemorySubscriptionsGateway implements SubscriptionsGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async subscribe(planUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(E.subscribe, (subscriptions) => {
      if (!FAKE_PLANS.includes(planUid)) return null;
      subscriptions.set(crypto.randomUUID(), planUid);
      return 'Subscription started.';
    });
  }

  async cancel(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(E.cancel, (subscriptions) =>
      subscriptions.delete(subscriptionUid) ? 'Subscription cancelled.' : null,
    );
  }

  async switchPlan(
    subscriptionUid: string,
    planUid: string,
  ): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(E.switch, (subscriptions) => {
      if (!subscriptions.has(subscriptionUid) || !FAKE_PLANS.includes(planUid)) return null;
      subscriptions.set(subscriptionUid, planUid);
      return 'Subscription switched.';
    });
  }

  /** The stand-in gateway, like Craft's Dummy one, cannot reactivate. */
  async reactivate(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    const down = this.#shop.guard(E.reactivate, 'POST');
    if (down) return err(down);
    if (this.#shop.signedIn() === undefined) {
      return err(refused(E.reactivate, 'POST', 403, craftErrorBody(403, '')));
    }
    const message = 'Unable to reactivate subscription at this time.';
    return err(refused(E.reactivate, 'POST', 400, { message, subscriptionUid }));
  }

  #act(
    endpoint: string,
    change: (subscriptions: Map<string, string>) => string | null,
  ): Result<SubscriptionResult, GatewayError> {
    const down = this.#shop.guard(endpoint, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) return err(refused(endpoint, 'POST', 403, craftErrorBody(403, '')));
    const message = change(customer.subscriptions);
    return message === null
      ? err(refused(endpoint, 'POST', 500, craftErrorBody(500, SERVER_ERROR)))
      : ok({ message });
  }
}
