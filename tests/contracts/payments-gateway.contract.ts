import { afterEach, beforeEach, describe, expect } from 'vitest';
import {
  addPurchasable,
  combineCartUpdates,
  setCartEmail,
} from '../../src/domain/cart/cart-update.rules';
import type { CartGateway } from '../../src/ports/cart-gateway';
import type { PaymentsGateway } from '../../src/ports/payments-gateway';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface PaymentsGatewaySubject {
  readonly payments: PaymentsGateway;
  readonly carts: CartGateway;
  readonly purchasableId: number;
  /** the id of a Dummy-style gateway: even last card digit pays, odd fails */
  readonly cardGatewayId: number;
  readonly cleanup?: () => Promise<void>;
}

export type PaymentsCase = 'pay' | 'complete' | 'sources';

const card = (number: string) => ({
  dummy: { firstName: 'Ada', lastName: 'Lovelace', number, expiry: '12/2035', cvv: '123' },
});

/** What every honest PaymentsGateway does for a guest paying the session's cart. */
export const describePaymentsGatewayContract = (
  name: string,
  make: () => Promise<PaymentsGatewaySubject>,
  missing?: Missing<PaymentsCase>,
): void => {
  describe(`PaymentsGateway contract: ${name}`, () => {
    let subject: PaymentsGatewaySubject;
    const test = caseFor(missing);
    const fillCart = async () =>
      valueOf(
        await subject.carts.updateCart(
          combineCartUpdates(
            addPurchasable(subject.purchasableId, 2),
            setCartEmail('guest@example.com'),
          ),
        ),
      );

    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('pay', 'refuses to pay for an empty cart', async () => {
      const failure = failureOf(
        await subject.payments.pay({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );

      expect(statusOf(failure)).toBe(400);
    });

    test('pay', 'keeps the cart when the card is declined', async () => {
      const cart = await fillCart();

      const failure = failureOf(
        await subject.payments.pay({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4111111111111111'),
        }),
      );

      expect(statusOf(failure)).toBe(400);
      expect(valueOf(await subject.carts.getCart())).toMatchObject({
        number: cart.number,
        totalQty: 2,
      });
    });

    test(
      'pay',
      'pays: the order gets a reference and its e-mail, and a new cart starts',
      async () => {
        const cart = await fillCart();

        const paid = valueOf(
          await subject.payments.pay({
            gatewayId: subject.cardGatewayId,
            paymentForm: card('4242424242424242'),
          }),
        );

        expect(paid.order).toMatchObject({
          number: cart.number,
          email: 'guest@example.com',
          totalPrice: cart.totalPrice,
          totalQty: 2,
        });
        expect(paid.order.reference).toEqual(expect.stringMatching(/\S/));
        const next = valueOf(await subject.carts.getCart());
        expect(next.number).not.toBe(cart.number);
        expect(next.isEmpty).toBe(true);
      },
    );

    test('complete', 'refuses to complete a payment for an unknown transaction', async () => {
      expect(statusOf(failureOf(await subject.payments.completePayment('0'.repeat(32))))).toBe(400);
    });

    test('sources', 'keeps payment sources for signed-in customers only', async () => {
      const failure = failureOf(
        await subject.payments.addPaymentSource({
          gatewayId: subject.cardGatewayId,
          paymentForm: card('4242424242424242'),
        }),
      );

      expect(statusOf(failure)).toBe(401);
      expect(statusOf(failureOf(await subject.payments.setPrimaryPaymentSource(1)))).toBe(401);
      expect(statusOf(failureOf(await subject.payments.deletePaymentSource(1)))).toBe(403);
    });
  });
};
