import { afterEach, beforeEach, describe, expect } from 'vitest';
import { staffOrderQueryFrom } from '../../src/domain/back-office/staff-order-query.rules';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { BackOffice } from '../../src/ports/back-office';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface BackOfficeSubject {
  readonly office: BackOffice;
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  readonly staff: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

export type BackOfficeCase = 'guard' | 'orders';

const UNKNOWN_ORDER = 2_000_000_000;
const firstPage = staffOrderQueryFrom(new URLSearchParams());

/** What every honest BackOffice does: staff only, every call; unknown orders are not found. */
export const describeBackOfficeContract = (
  name: string,
  make: () => Promise<BackOfficeSubject>,
  missing?: Missing<BackOfficeCase>,
): void => {
  describe(`BackOffice contract: ${name}`, () => {
    let subject: BackOfficeSubject;
    const test = caseFor(missing);
    const signIn = async (who: KnownCustomer) =>
      valueOf(
        await subject.account.login({
          loginName: who.email,
          password: who.password,
          rememberMe: false,
        }),
      );
    const statuses = async () => [
      statusOf(failureOf(await subject.office.listOrders(firstPage))),
      statusOf(failureOf(await subject.office.getOrder(1))),
      statusOf(failureOf(await subject.office.advanceOrder(1, { kind: 'process' }))),
      statusOf(failureOf(await subject.office.markPaid(1))),
      statusOf(failureOf(await subject.office.cancelOrder(1))),
      statusOf(failureOf(await subject.office.stepReturn(1, 1, { kind: 'approve' }))),
      statusOf(failureOf(await subject.office.refundReturn(1, 1))),
    ];

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('guard', 'turns a visitor away from every call', async () => {
      expect(await statuses()).toEqual([401, 401, 401, 401, 401, 401, 401]);
    });

    test('guard', 'turns a customer who is not staff away from every call', async () => {
      await signIn(subject.customer);
      expect(await statuses()).toEqual([403, 403, 403, 403, 403, 403, 403]);
    });

    test('orders', 'gives staff the first page of orders, newest first', async () => {
      await signIn(subject.staff);
      const page = valueOf(await subject.office.listOrders(firstPage));
      expect(page.page).toBe(1);
      expect(page.perPage).toBeGreaterThan(0);
      expect(page.orders.length).toBeLessThanOrEqual(page.perPage);
      expect(page.total).toBeGreaterThanOrEqual(page.orders.length);
    });

    test('orders', 'answers an order that does not exist as not found', async () => {
      await signIn(subject.staff);
      expect(statusOf(failureOf(await subject.office.getOrder(UNKNOWN_ORDER)))).toBe(404);
      const step = await subject.office.advanceOrder(UNKNOWN_ORDER, { kind: 'process' });
      expect(statusOf(failureOf(step))).toBe(404);
    });
  });
};
