import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { SubscriptionsGateway } from '../../src/ports/subscriptions-gateway';
import { caseFor, failureOf, type Missing, statusOf } from './contract-helpers';

export interface SubscriptionsGatewaySubject {
  readonly subscriptions: SubscriptionsGateway;
  readonly cleanup?: () => Promise<void>;
}

export type SubscriptionsCase = 'guest';

/** Subscriptions are for customers: Craft's controller turns guests away with 403. */
export const describeSubscriptionsGatewayContract = (
  name: string,
  make: () => Promise<SubscriptionsGatewaySubject>,
  missing?: Missing<SubscriptionsCase>,
): void => {
  describe(`SubscriptionsGateway contract: ${name}`, () => {
    let subject: SubscriptionsGatewaySubject;
    const test = caseFor(missing);

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('guest', 'turns a guest away from every subscription action', async () => {
      const { subscriptions } = subject;
      const answers = [
        await subscriptions.subscribe('plan'),
        await subscriptions.cancel('sub'),
        await subscriptions.switchPlan('sub', 'plan'),
        await subscriptions.reactivate('sub'),
      ];

      expect(answers.map((answer) => statusOf(failureOf(answer)))).toEqual([403, 403, 403, 403]);
    });
  });
};
