import type { Subscription, SubscriptionPlan } from '../../domain/subscriptions/subscription.ts';

export interface NewSubscription {
  readonly userId: number;
  readonly planId: number;
  readonly gatewayId: number;
  readonly reference: string;
  readonly subscriptionData: Readonly<Record<string, unknown>>;
  readonly trialDays: number;
  readonly nextPaymentDate: Date | null;
}

export interface SubscriptionRepository {
  plans(): Promise<readonly SubscriptionPlan[]>;
  planByUid(uid: string): Promise<SubscriptionPlan | null>;
  planById(id: number): Promise<SubscriptionPlan | null>;
  byUid(uid: string): Promise<Subscription | null>;
  listFor(userId: number): Promise<readonly Subscription[]>;
  create(subscription: NewSubscription): Promise<Subscription>;
  /** Writes the subscription's plan and state. */
  update(subscription: Subscription): Promise<Subscription>;
}
