import type { Subscription, SubscriptionPlan } from '../../../domain/subscriptions/subscription.ts';
import type { ParamHasher } from '../craft/hashed-params.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Commerce's Subscription element as JSON, plus `hashedUid`: the signed `subscriptionUid` the cancel,
 * switch and reactivate actions expect (Craft templates sign it with `|hash`; we have no templates).
 */
export const serializeSubscription = (s: Subscription, hasher: ParamHasher) => ({
  id: s.id,
  uid: s.uid,
  hashedUid: hasher.hash(s.uid),
  userId: s.userId,
  planId: s.planId,
  gatewayId: s.gatewayId,
  orderId: null,
  reference: s.reference,
  subscriptionData: s.subscriptionData,
  trialDays: s.trialDays,
  nextPaymentDate: iso(s.nextPaymentDate),
  hasStarted: s.hasStarted,
  isCanceled: s.isCanceled,
  dateCanceled: iso(s.dateCanceled),
  isExpired: s.isExpired,
  dateExpired: iso(s.dateExpired),
  isSuspended: s.isSuspended,
  dateSuspended: iso(s.dateSuspended),
  dateCreated: iso(s.dateCreated),
  dateUpdated: iso(s.dateUpdated),
});

/** A plan with its signed `planUid` for subscribe and switch. */
export const serializePlan = (plan: SubscriptionPlan, hasher: ParamHasher) => ({
  id: plan.id,
  uid: plan.uid,
  hashedUid: hasher.hash(plan.uid),
  gatewayId: plan.gatewayId,
  name: plan.name,
  handle: plan.handle,
  reference: plan.reference,
  description: plan.description,
  enabled: plan.enabled,
  isArchived: plan.isArchived,
});
