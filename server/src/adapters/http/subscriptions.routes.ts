// Commerce's subscriptions controller (closed to guests) and two reads the storefront needs to get the
// signed plan and subscription uids that Craft's templates would print.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelSubscription,
  reactivateSubscription,
  SUBSCRIPTION_MESSAGES,
  type Subscriber,
  type SubscriptionDeps,
  subscribe,
  switchSubscriptionPlan,
} from '../../application/subscriptions/subscriptions.ts';
import { isSubscribable } from '../../domain/subscriptions/subscription.rules.ts';
import { asBody } from './body-params.ts';
import { controlParamsOf } from './craft-control-params.ts';
import {
  actionPath,
  craftModelSuccess,
  craftRespond,
  type CraftRespondDeps,
} from './craft-respond.ts';
import { serializePlan, serializeSubscription } from './craft-subscription.serializer.ts';
import { HttpError } from './craft-response.ts';
import { NOT_AUTHENTICATED } from './customer-api.routes.ts';

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

export function subscriptionsRoutes(deps: SubscriptionsRoutesDeps) {
  const hasher = deps.hashedParams;
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/actions/commerce/subscriptions/subscribe', async (request, reply) => {
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
    });

    const act = (
      path: string,
      run: (
        subscriber: Subscriber,
        body: Record<string, unknown>,
        uid: string,
      ) => ReturnType<typeof cancelSubscription>,
      done: string,
      failed: string,
    ) =>
      app.post(path, async (request, reply) => {
        const subscriber = subscriberOf(request);
        const controls = controlParamsOf(hasher, request.body);
        const body = asBody(request.body);
        const uid = required(hasher.validated(body, 'subscriptionUid'));
        const result = await run(subscriber, body, uid);
        if (!result.ok) {
          if (result.error.kind === 'unknown') throw new HttpError(400, UNKNOWN_SUBSCRIPTION);
          return reply.code(400).send({ message: failed });
        }
        return craftRespond(request, reply, deps, {
          json: { message: done, subscription: serializeSubscription(result.value, hasher) },
          redirectTo: controls.redirect ?? actionPath(request),
        });
      });

    act(
      '/actions/commerce/subscriptions/cancel',
      (subscriber, _body, uid) => cancelSubscription(deps, subscriber, uid),
      SUBSCRIPTION_MESSAGES.cancelled,
      SUBSCRIPTION_MESSAGES.notCancelled,
    );
    act(
      '/actions/commerce/subscriptions/switch',
      (subscriber, body, uid) =>
        switchSubscriptionPlan(deps, subscriber, uid, required(hasher.validated(body, 'planUid'))),
      SUBSCRIPTION_MESSAGES.switched,
      SUBSCRIPTION_MESSAGES.notSwitched,
    );
    act(
      '/actions/commerce/subscriptions/reactivate',
      (subscriber, _body, uid) => reactivateSubscription(deps, subscriber, uid),
      SUBSCRIPTION_MESSAGES.reactivated,
      SUBSCRIPTION_MESSAGES.notReactivated,
    );

    app.get('/api/v1/subscription-plans', async () => ({
      data: (await deps.subscriptions.plans())
        .filter(isSubscribable)
        .map((plan) => serializePlan(plan, hasher)),
    }));

    app.get('/api/user/subscriptions', async (request) => {
      const user = request.auth.user;
      if (!user) throw new HttpError(401, NOT_AUTHENTICATED);
      return {
        subscriptions: (await deps.subscriptions.listFor(user.id)).map((s) =>
          serializeSubscription(s, hasher),
        ),
      };
    });
  };
}
