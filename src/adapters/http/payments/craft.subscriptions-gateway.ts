import type { SubscriptionResult } from '../../../domain/payment/payment-source';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionsGateway } from '../../../ports/subscriptions-gateway';
import type { CraftClient } from '../client/craft-client';
import { craftSubscriptionAnswerSchema } from './craft-payment.schema';
import { mapAnswer } from '../client/gateway-result';

export const SUBSCRIPTION_ENDPOINTS = {
  subscribe: 'actions/commerce/subscriptions/subscribe',
  cancel: 'actions/commerce/subscriptions/cancel',
  switch: 'actions/commerce/subscriptions/switch',
  reactivate: 'actions/commerce/subscriptions/reactivate',
} as const;

/** Craft Commerce's subscriptions controller (closed to guests: 403). */
export class CraftSubscriptionsGateway implements SubscriptionsGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  subscribe(planUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(SUBSCRIPTION_ENDPOINTS.subscribe, { planUid });
  }

  cancel(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(SUBSCRIPTION_ENDPOINTS.cancel, { subscriptionUid });
  }

  switchPlan(
    subscriptionUid: string,
    planUid: string,
  ): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(SUBSCRIPTION_ENDPOINTS.switch, { subscriptionUid, planUid });
  }

  reactivate(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>> {
    return this.#act(SUBSCRIPTION_ENDPOINTS.reactivate, { subscriptionUid });
  }

  #act(endpoint: string, payload: object): Promise<Result<SubscriptionResult, GatewayError>> {
    return mapAnswer(
      this.#client.post(endpoint, payload),
      craftSubscriptionAnswerSchema,
      'response',
      endpoint,
      ({ message }) => ({ message: message ?? null }),
    );
  }
}
