// Commerce's Subscription element rules: what a customer may still do with a subscription.
import type { Subscription, SubscriptionPlan } from './subscription.ts';

/** A plan shoppers may subscribe to. */
export const isSubscribable = (plan: SubscriptionPlan | null): plan is SubscriptionPlan =>
  plan !== null && plan.enabled && !plan.isArchived;

export const canCancel = (s: Subscription): boolean => !s.isCanceled && !s.isExpired;

/** Reactivation undoes a cancellation that has not expired yet, when the gateway supports it. */
export const canReactivate = (s: Subscription, gatewaySupportsIt: boolean): boolean =>
  gatewaySupportsIt && s.isCanceled && !s.isExpired;

/** Only an active subscription switches, to another subscribable plan of the same gateway. */
export const canSwitchTo = (s: Subscription, plan: SubscriptionPlan | null): boolean =>
  isSubscribable(plan) &&
  !s.isCanceled &&
  !s.isExpired &&
  plan.gatewayId === s.gatewayId &&
  plan.id !== s.planId;

export const cancelled = (s: Subscription, now: Date): Subscription => ({
  ...s,
  isCanceled: true,
  dateCanceled: now,
  dateUpdated: now,
});

export const reactivated = (s: Subscription, now: Date): Subscription => ({
  ...s,
  isCanceled: false,
  dateCanceled: null,
  dateUpdated: now,
});

export const switched = (s: Subscription, plan: SubscriptionPlan, now: Date): Subscription => ({
  ...s,
  planId: plan.id,
  dateUpdated: now,
});
