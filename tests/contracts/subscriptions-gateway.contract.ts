import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { SubscriptionsGateway } from '../../src/ports/subscriptions-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface SubscriptionsGatewaySubject {
  readonly subscriptions: SubscriptionsGateway;
  readonly account: AccountGateway;
  /** a verified, active customer the back-end knows */
  readonly customer: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

export type SubscriptionsCase = 'guest' | 'customer';

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

    // Plan and subscription uids are values the back-end signed; one it never handed out is refused.
    test('customer', 'refuses a customer a plan or subscription it never offered', async () => {
      valueOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: subject.customer.password,
          rememberMe: false,
        }),
      );
      const { subscriptions } = subject;
      const answers = [
        await subscriptions.subscribe('no-such-plan'),
        await subscriptions.cancel('no-such-subscription'),
        await subscriptions.switchPlan('no-such-subscription', 'no-such-plan'),
        await subscriptions.reactivate('no-such-subscription'),
      ];

      expect(answers.map((answer) => statusOf(failureOf(answer)))).toEqual([400, 400, 400, 400]);
    });
  });
};
