import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyGateway } from '../../src/adapters/payments/dummy.gateway.ts';
import { paymentGatewayRegistry } from '../../src/adapters/payments/gateway-registry.ts';
import { nodeCryptoRandomSource } from '../../src/adapters/system/node-crypto.random-source.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { type Visitor, visitor } from '../support/visitor.ts';

const SUBSCRIBE = '/actions/commerce/subscriptions/subscribe';
const CANCEL = '/actions/commerce/subscriptions/cancel';
const SWITCH = '/actions/commerce/subscriptions/switch';
const REACTIVATE = '/actions/commerce/subscriptions/reactivate';
const PLANS = '/api/v1/subscription-plans';

interface Plan {
  readonly id: number;
  readonly uid: string;
  readonly hashedUid: string;
}

const subscribed = async (v: Visitor, plan: Plan) => {
  const res = await v.post(SUBSCRIBE, { planUid: plan.hashedUid });
  expect(res.statusCode).toBe(200);
  return res.json().subscription;
};

describe('subscriptions on the demo plans (Dummy gateway)', () => {
  let t: TestApp;
  let plans: Plan[];

  beforeAll(async () => {
    t = await startTestApp();
    plans = (await visitor(t.app).get(PLANS)).json().data;
  });
  afterAll(() => t.close());

  it('lists the demo plans with signed uids', () => {
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const plan of plans)
      expect(plan.hashedUid).toMatch(new RegExp(`^[0-9a-f]{64}${plan.uid}$`));
  });

  it('turns guests away from every action with an empty 403', async () => {
    const v = visitor(t.app);
    for (const path of [SUBSCRIBE, CANCEL, SWITCH, REACTIVATE]) {
      const res = await v.post(path, { planUid: plans[0]!.hashedUid });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('');
    }
  });

  it('subscribes, switches and cancels; the Dummy gateway cannot reactivate', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const [basic, plus] = plans;
    const subscription = await subscribed(v, basic!);
    expect(subscription).toMatchObject({ planId: basic!.id, isCanceled: false, hasStarted: true });
    expect(subscription.reference).toMatch(/^[0-9a-f]{32}$/);

    const switched = await v.post(SWITCH, {
      subscriptionUid: subscription.hashedUid,
      planUid: plus!.hashedUid,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      message: 'Subscription switched.',
      subscription: { planId: plus!.id },
    });
    const sameAgain = await v.post(SWITCH, {
      subscriptionUid: subscription.hashedUid,
      planUid: plus!.hashedUid,
    });
    expect(sameAgain.statusCode).toBe(400);
    expect(sameAgain.json()).toEqual({ message: 'Unable to modify subscription at this time.' });

    const cancel = await v.post(CANCEL, { subscriptionUid: subscription.hashedUid });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: 'Subscription cancelled.',
      subscription: { isCanceled: true },
    });
    const twice = await v.post(CANCEL, { subscriptionUid: subscription.hashedUid });
    expect(twice.json()).toEqual({ message: 'Unable to cancel subscription at this time.' });

    const reactivate = await v.post(REACTIVATE, { subscriptionUid: subscription.hashedUid });
    expect(reactivate.statusCode).toBe(400);
    expect(reactivate.json()).toEqual({
      message: 'Unable to reactivate subscription at this time.',
    });

    const mine = await v.get('/api/user/subscriptions');
    expect(mine.json().subscriptions.map((s: { uid: string }) => s.uid)).toEqual([
      subscription.uid,
    ]);
  });

  it('refuses plain or tampered uids as Craft does, and unknown ones clearly', async () => {
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const plain = await v.post(SUBSCRIBE, { planUid: plans[0]!.uid });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Request contained an invalid body param');
    const tampered = await v.post(SUBSCRIBE, {
      planUid: plans[0]!.hashedUid.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.json().message).toBe('Request contained an invalid body param');
    const missing = await v.post(SUBSCRIBE, {});
    expect(missing.json().message).toBe('Request missing required body param');
  });

  it('keeps customers to their own subscriptions', async () => {
    const owner = await aSignedInCustomer(t.app, t.deps);
    const subscription = await subscribed(owner.v, plans[0]!);
    const other = await aSignedInCustomer(t.app, t.deps);
    const res = await other.v.post(CANCEL, { subscriptionUid: subscription.hashedUid });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Subscription not found.');
    expect((await visitor(t.app).get('/api/user/subscriptions')).statusCode).toBe(401);
  });
});

describe('subscriptions on a gateway that can reactivate', () => {
  let t: TestApp;
  beforeAll(async () => {
    const registry = paymentGatewayRegistry({
      random: nodeCryptoRandomSource,
      testGateways: true,
      stripe: undefined,
    });
    t = await startTestApp({
      overrides: {
        paymentGatewayFor: (type, paymentType) => {
          if (type !== 'dummy') return registry(type, paymentType);
          const dummy = dummyGateway('purchase', nodeCryptoRandomSource);
          return {
            ...dummy,
            subscriptions: {
              ...dummy.subscriptions!,
              supportsReactivation: true,
              reactivate: () => Promise.resolve(true),
            },
          };
        },
      },
    });
  });
  afterAll(() => t.close());

  it('reactivates a cancelled subscription', async () => {
    const plans: Plan[] = (await visitor(t.app).get(PLANS)).json().data;
    const { v } = await aSignedInCustomer(t.app, t.deps);
    const subscription = await subscribed(v, plans[0]!);
    const notCancelled = await v.post(REACTIVATE, { subscriptionUid: subscription.hashedUid });
    expect(notCancelled.statusCode).toBe(400);
    await v.post(CANCEL, { subscriptionUid: subscription.hashedUid });
    const res = await v.post(REACTIVATE, { subscriptionUid: subscription.hashedUid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subscription reactivated.',
      subscription: { isCanceled: false, dateCanceled: null },
    });
  });
});
