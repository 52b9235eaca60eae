// Commerce's subscriptions controller (closed to guests) and two reads the storefront needs to get the
// signed plan and subscription uids that Craft's templates would print.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cancelSubscription,
  reactivateSubscription,
  SUBSCRIPTION_MESSAGES,
  type Subscriber,
  type SubscriptionDeps,
  subscribe,
  switchSubscriptionPlan,
} from '../../../application/subscriptions/subscriptions.ts';
import { isSubscribable } from '../../../domain/subscriptions/subscription.rules.ts';
import { asBody } from '../body/body-params.ts';
import { controlParamsOf } from '../craft/craft-control-params.ts';
import {
  actionPath,
  craftModelSuccess,
  craftRespond,
  type CraftRespondDeps,
} from '../craft/craft-respond.ts';
import { serializePlan, serializeSubscription } from './craft-subscription.serializer.ts';
import { HttpError } from '../craft/craft-response.ts';
import { NOT_AUTHENTICATED } from '../orders/customer-api.routes.ts';

export interface SubscriptionsRoutesDeps extends SubscriptionDeps, CraftRespondDeps {}

export const UNKNOWN_PLAN = 'Subscription plan not found.';
export const UNKNOWN_SUBSCRIPTION = 'Subscription not found.';

/** Craft: the controller is not open to guests, who get a 403 with an empty message. */
const subscriberOf = (request: FastifyRequest): Subscriber => {
  const user = request.auth.user;
  if (!user) throw new HttpError(403, '');
  return { id: user.id, email: user.email };
};

const required = (value: string | null): string => {
  if (value === null) throw new HttpError(400, 'Request missing required body param');
  return value;
};

async function subscribeAction(
  deps: SubscriptionsRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const hasher = deps.hashedParams;
  const subscriber = subscriberOf(request);
  const controls = controlParamsOf(hasher, request.body);
  const planUid = required(hasher.validated(asBody(request.body), 'planUid'));
  const result = await subscribe(deps, subscriber, planUid);
  if (!result.ok) {
    if (result.error.kind === 'unknown') throw new HttpError(400, UNKNOWN_PLAN);
    return reply
      .code(400)
      .send({ message: `${SUBSCRIPTION_MESSAGES.notSubscribed} ${result.error.reason}` });
  }
  const json = {
    subscription: serializeSubscription(result.value, hasher),
    message: SUBSCRIPTION_MESSAGES.subscribed,
  };
  // Craft's subscribe passes the signed `redirect` on as its answer's redirect.
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

/** What cancel, switch and reactivate each do to the signed `subscriptionUid`, and their messages. */
interface SubscriptionChange {
  readonly run: (
    deps: SubscriptionsRoutesDeps,
    subscriber: Subscriber,
    body: Record<string, unknown>,
    uid: string,
  ) => ReturnType<typeof cancelSubscription>;
  readonly done: string;
  readonly failed: string;
}

const CANCEL: SubscriptionChange = {
  run: (deps, subscriber, _body, uid) => cancelSubscription(deps, subscriber, uid),
  done: SUBSCRIPTION_MESSAGES.cancelled,
  failed: SUBSCRIPTION_MESSAGES.notCancelled,
};

const SWITCH: SubscriptionChange = {
  run: (deps, subscriber, body, uid) =>
    switchSubscriptionPlan(
      deps,
      subscriber,
      uid,
      required(deps.hashedParams.validated(body, 'planUid')),
    ),
  done: SUBSCRIPTION_MESSAGES.switched,
  failed: SUBSCRIPTION_MESSAGES.notSwitched,
};

const REACTIVATE: SubscriptionChange = {
  run: (deps, subscriber, _body, uid) => reactivateSubscription(deps, subscriber, uid),
  done: SUBSCRIPTION_MESSAGES.reactivated,
  failed: SUBSCRIPTION_MESSAGES.notReactivated,
};

async function changeSubscription(
  deps: SubscriptionsRoutesDeps,
  change: SubscriptionChange,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const hasher = deps.hashedParams;
  const subscriber = subscriberOf(request);
  const controls = controlParamsOf(hasher, request.body);
  const body = asBody(request.body);
  const uid = required(hasher.validated(body, 'subscriptionUid'));
  const result = await change.run(deps, subscriber, body, uid);
  if (!result.ok) {
    if (result.error.kind === 'unknown') throw new HttpError(400, UNKNOWN_SUBSCRIPTION);
    return reply.code(400).send({ message: change.failed });
  }
  return craftRespond(request, reply, deps, {
    json: { message: change.done, subscription: serializeSubscription(result.value, hasher) },
    redirectTo: controls.redirect ?? actionPath(request),
  });
}

async function subscriptionPlans(deps: SubscriptionsRoutesDeps) {
  return {
    data: (await deps.subscriptions.plans())
      .filter(isSubscribable)
      .map((plan) => serializePlan(plan, deps.hashedParams)),
  };
}

async function customerSubscriptions(deps: SubscriptionsRoutesDeps, request: FastifyRequest) {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
  return {
    subscriptions: (await deps.subscriptions.listFor(user.id)).map((s) =>
      serializeSubscription(s, deps.hashedParams),
    ),
  };
}

export function subscriptionsRoutes(deps: SubscriptionsRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.post('/actions/commerce/subscriptions/subscribe', (request, reply) =>
      subscribeAction(deps, request, reply),
    );
    app.post('/actions/commerce/subscriptions/cancel', (request, reply) =>
      changeSubscription(deps, CANCEL, request, reply),
    );
    app.post('/actions/commerce/subscriptions/switch', (request, reply) =>
      changeSubscription(deps, SWITCH, request, reply),
    );
    app.post('/actions/commerce/subscriptions/reactivate', (request, reply) =>
      changeSubscription(deps, REACTIVATE, request, reply),
    );
    app.get('/api/v1/subscription-plans', () => subscriptionPlans(deps));
    app.get('/api/user/subscriptions', (request) => customerSubscriptions(deps, request));
  };
}
