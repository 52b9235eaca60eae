// Commerce's subscriptions controller: a signed-in customer subscribes to a plan, and cancels, switches
// or reactivates one of their own subscriptions; the plan's gateway does the work.
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { Subscription } from '../../domain/subscriptions/subscription.ts';
import {
  canCancel,
  canReactivate,
  canSwitchTo,
  cancelled,
  isSubscribable,
  reactivated,
  switched,
} from '../../domain/subscriptions/subscription.rules.ts';
import type { CheckoutRepository } from '../../ports/checkout/checkout-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { PaymentGateway, SubscriptionSupport } from '../../ports/payments/payment-gateway.ts';
import type { SubscriptionRepository } from '../../ports/payments/subscription-repository.ts';

export interface SubscriptionDeps {
  readonly checkout: Pick<CheckoutRepository, 'gateway'>;
  readonly subscriptions: SubscriptionRepository;
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  readonly clock: Clock;
}

export interface Subscriber {
  readonly id: number;
  readonly email: string;
}

/** `unknown`: no such plan or subscription of this customer (Commerce: a server error). */
export type SubscriptionError =
  { readonly kind: 'unknown' } | { readonly kind: 'refused'; readonly reason: string };

export const SUBSCRIPTION_MESSAGES = {
  subscribed: 'Subscription started.',
  notSubscribed: 'Unable to start the subscription.',
  cancelled: 'Subscription cancelled.',
  notCancelled: 'Unable to cancel subscription at this time.',
  switched: 'Subscription switched.',
  notSwitched: 'Unable to modify subscription at this time.',
  reactivated: 'Subscription reactivated.',
  notReactivated: 'Unable to reactivate subscription at this time.',
} as const;

async function supportFor(
  deps: SubscriptionDeps,
  gatewayId: number,
): Promise<SubscriptionSupport | null> {
  const record = await deps.checkout.gateway(gatewayId);
  return record
    ? (deps.paymentGatewayFor(record.type, record.paymentType)?.subscriptions ?? null)
    : null;
}

const refused = (reason: string) => err({ kind: 'refused' as const, reason });

export async function subscribe(
  deps: SubscriptionDeps,
  subscriber: Subscriber,
  planUid: string,
): Promise<Result<Subscription, SubscriptionError>> {
  const plan = await deps.subscriptions.planByUid(planUid);
  if (!isSubscribable(plan)) return err({ kind: 'unknown' });
  const support = await supportFor(deps, plan.gatewayId);
  if (!support) return refused('The plan’s gateway does not support subscriptions.');
  const started = await support.subscribe({
    planReference: plan.reference,
    customerEmail: subscriber.email,
    now: deps.clock.now(),
  });
  if (!started.ok) return refused(started.error);
  return ok(
    await deps.subscriptions.create({
      userId: subscriber.id,
      planId: plan.id,
      gatewayId: plan.gatewayId,
      ...started.value,
    }),
  );
}

async function ownSubscription(
  deps: SubscriptionDeps,
  subscriber: Subscriber,
  uid: string,
): Promise<Subscription | null> {
  const found = await deps.subscriptions.byUid(uid);
  return found && found.userId === subscriber.id ? found : null;
}

export async function cancelSubscription(
  deps: SubscriptionDeps,
  subscriber: Subscriber,
  uid: string,
): Promise<Result<Subscription, SubscriptionError>> {
  const found = await ownSubscription(deps, subscriber, uid);
  if (!found) return err({ kind: 'unknown' });
  const support = await supportFor(deps, found.gatewayId);
  if (!support || !canCancel(found) || !(await support.cancel(found.reference))) {
    return refused('The subscription cannot be cancelled.');
  }
  return ok(await deps.subscriptions.update(cancelled(found, deps.clock.now())));
}

export async function switchSubscriptionPlan(
  deps: SubscriptionDeps,
  subscriber: Subscriber,
  uid: string,
  planUid: string,
): Promise<Result<Subscription, SubscriptionError>> {
  const found = await ownSubscription(deps, subscriber, uid);
  const plan = await deps.subscriptions.planByUid(planUid);
  if (!found || !plan) return err({ kind: 'unknown' });
  const support = await supportFor(deps, found.gatewayId);
  if (
    !support ||
    !canSwitchTo(found, plan) ||
    !(await support.switchPlan(found.reference, plan.reference))
  ) {
    return refused('The subscription cannot switch to that plan.');
  }
  return ok(await deps.subscriptions.update(switched(found, plan, deps.clock.now())));
}

export async function reactivateSubscription(
  deps: SubscriptionDeps,
  subscriber: Subscriber,
  uid: string,
): Promise<Result<Subscription, SubscriptionError>> {
  const found = await ownSubscription(deps, subscriber, uid);
  if (!found) return err({ kind: 'unknown' });
  const support = await supportFor(deps, found.gatewayId);
  if (
    !support ||
    !canReactivate(found, support.supportsReactivation) ||
    !(await support.reactivate(found.reference))
  ) {
    return refused('The subscription cannot be reactivated.');
  }
  return ok(await deps.subscriptions.update(reactivated(found, deps.clock.now())));
}
