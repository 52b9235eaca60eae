import type { SubscriptionResult } from '../domain/payment/payment-source';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/**
 * Craft Commerce subscriptions. Plan and subscription uids are "hashed" parameters: values the
 * back-end signed and handed out with the page, passed through untouched.
 */
export interface SubscriptionsGateway {
  subscribe(planUid: string): Promise<Result<SubscriptionResult, GatewayError>>;
  cancel(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>>;
  switchPlan(
    subscriptionUid: string,
    planUid: string,
  ): Promise<Result<SubscriptionResult, GatewayError>>;
  reactivate(subscriptionUid: string): Promise<Result<SubscriptionResult, GatewayError>>;
}
