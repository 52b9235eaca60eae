import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { AccountGateway } from '../../src/ports/account-gateway';
import type { OrderGateway } from '../../src/ports/order-gateway';
import {
  caseFor,
  failureOf,
  type KnownCustomer,
  type Missing,
  statusOf,
  valueOf,
} from './contract-helpers';

export interface OrderGatewaySubject {
  readonly orders: OrderGateway;
  readonly account: AccountGateway;
  readonly customer: KnownCustomer;
  readonly cleanup?: () => Promise<void>;
}

export type OrderCase = 'history' | 'invoice' | 'cancel';

/** What every honest OrderGateway does: a customer's own orders, nobody else's. */
export const describeOrderGatewayContract = (
  name: string,
  make: () => Promise<OrderGatewaySubject>,
  missing?: Missing<OrderCase>,
): void => {
  describe(`OrderGateway contract: ${name}`, () => {
    let subject: OrderGatewaySubject;
    const test = caseFor(missing);
    const signIn = async () =>
      valueOf(
        await subject.account.login({
          loginName: subject.customer.email,
          password: subject.customer.password,
          rememberMe: false,
        }),
      );

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('history', 'turns a guest away', async () => {
      expect(statusOf(failureOf(await subject.orders.listOrders()))).toBe(401);
      expect(statusOf(failureOf(await subject.orders.getOrder(1)))).toBe(401);
    });

    test('history', "lists the customer's orders, each with a number and a total", async () => {
      await signIn();

      const orders = valueOf(await subject.orders.listOrders());

      for (const order of orders) {
        expect(order.number).toEqual(expect.stringMatching(/\S/));
        expect(Number.isFinite(order.total)).toBe(true);
        expect(order.totalAsCurrency).toEqual(expect.stringMatching(/\S/));
      }
    });

    test('history', 'answers an order the customer does not have as not found', async () => {
      await signIn();

      expect(statusOf(failureOf(await subject.orders.getOrder(2_000_000_000)))).toBe(404);
    });

    test('cancel', 'turns a guest away from cancelling', async () => {
      expect(statusOf(failureOf(await subject.orders.cancelOrder(1)))).toBe(401);
    });

    test('cancel', 'cannot cancel an order the customer does not have', async () => {
      await signIn();

      expect(statusOf(failureOf(await subject.orders.cancelOrder(2_000_000_000)))).toBe(404);
    });

    test('cancel', 'turns a guest away from a return', async () => {
      const request = { lines: [{ lineItemId: 1, qty: 1 }], reason: 'Too big' };
      expect(statusOf(failureOf(await subject.orders.requestReturn(1, request)))).toBe(401);
    });

    test('cancel', 'cannot return items of an order the customer does not have', async () => {
      await signIn();
      const request = { lines: [{ lineItemId: 1, qty: 1 }], reason: 'Too big' };

      expect(statusOf(failureOf(await subject.orders.requestReturn(2_000_000_000, request)))).toBe(
        404,
      );
    });

    test('invoice', 'has no invoice for an order the customer does not have', async () => {
      await signIn();

      expect(statusOf(failureOf(await subject.orders.getInvoicePdf('f'.repeat(32))))).toBe(404);
    });
  });
};
